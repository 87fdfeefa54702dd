import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundPage } from '@/components/app/NotFoundPage';
import { SiteShell } from '@/components/layout/SiteShell';
import { loadShow } from '@/components/shows/ProjectPage';
import { ShowView } from '@/components/shows/ShowView';
import { loadContent } from '@/lib/cms/load-route';
import { findShowByProjectId } from '@/lib/cms/shows';
import { isLocale } from '@/lib/i18n/routing';
import { showAliasMetadata } from '@/lib/seo/content-metadata';
import { notFoundMetadata } from '@/lib/seo/error-metadata';

/**
 * Cache Components needs at least one param to prerender the route's shell; '~' is never a real id
 * or uuid, so the build asks the backend nothing and real ids render on first request.
 */
export function generateStaticParams() {
  return [{ id: '~' }];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/project/[id]'>): Promise<Metadata> {
  const { locale, id } = await params;
  if (!isLocale(locale)) notFound();
  const found = await loadContent(locale, () => findShowByProjectId(locale, decodeURIComponent(id)));
  if (!found) return notFoundMetadata(locale);
  return showAliasMetadata(locale, await loadShow(locale, found.type, found.uuid));
}

/** /project/{id}: the show whose field_project_id (the ticketing projectToken) is id. */
export default async function ProjectByIdRoute({ params }: PageProps<'/[locale]/project/[id]'>) {
  const { locale, id } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const found = await loadContent(locale, () => findShowByProjectId(locale, decodeURIComponent(id)));
  if (!found) return <NotFoundPage locale={locale} />;
  const show = await loadShow(locale, found.type, found.uuid);
  return (
    <SiteShell locale={locale} alternatePath={`/project/${encodeURIComponent(show.projectId)}`}>
      <ShowView show={show} locale={locale} />
    </SiteShell>
  );
}
