import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { SiteShell } from '@/components/layout/SiteShell';
import { ShowView } from '@/components/shows/ShowView';
import { loadOrNotFound } from '@/lib/cms/load-route';
import { findShowByUuid } from '@/lib/cms/shows';
import { isLocale } from '@/lib/i18n/routing';
import { showAliasMetadata } from '@/lib/seo/content-metadata';

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
  return showAliasMetadata(locale, await loadOrNotFound(locale, () => findShowByUuid(locale, uuid)));
}

/** /events/show/{uuid}: the share and history URL of a show; renders the same page. */
export default async function ShowByUuidRoute({ params }: PageProps<'/[locale]/events/show/[uuid]'>) {
  const { locale, uuid } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const show = await loadOrNotFound(locale, () => findShowByUuid(locale, uuid));
  return (
    <SiteShell locale={locale} alternatePath={`/events/show/${show.uuid}`}>
      <ShowView show={show} locale={locale} />
    </SiteShell>
  );
}
