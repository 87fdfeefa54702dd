import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundPage } from '@/components/app/NotFoundPage';
import { SiteShell } from '@/components/layout/SiteShell';
import { ShowView } from '@/components/shows/ShowView';
import { loadContent } from '@/lib/cms/load-route';
import { findShowByUuid } from '@/lib/cms/shows';
import { isLocale } from '@/lib/i18n/routing';
import { showAliasMetadata } from '@/lib/seo/content-metadata';
import { notFoundMetadata } from '@/lib/seo/error-metadata';

/**
 * Cache Components needs at least one param to prerender the route's shell; '~' is never a real id
 * or uuid, so the build asks the backend nothing and real ids render on first request.
 */
export function generateStaticParams() {
  return [{ uuid: '~' }];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/events/show/[uuid]'>): Promise<Metadata> {
  const { locale, uuid } = await params;
  if (!isLocale(locale)) notFound();
  const show = await loadContent(locale, () => findShowByUuid(locale, uuid));
  return show ? showAliasMetadata(locale, show) : notFoundMetadata(locale);
}

/** /events/show/{uuid}: the share and history URL of a show; renders the same page. */
export default async function ShowByUuidRoute({ params }: PageProps<'/[locale]/events/show/[uuid]'>) {
  const { locale, uuid } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const show = await loadContent(locale, () => findShowByUuid(locale, uuid));
  if (!show) return <NotFoundPage locale={locale} />;
  return (
    <SiteShell locale={locale} alternatePath={`/events/show/${show.uuid}`}>
      <ShowView show={show} locale={locale} />
    </SiteShell>
  );
}
