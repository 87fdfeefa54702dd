import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { SiteShell } from '@/components/layout/SiteShell';
import { loadShow } from '@/components/shows/ProjectPage';
import { ShowView } from '@/components/shows/ShowView';
import { rethrowCmsError } from '@/lib/cms/load-route';
import { findShowByProjectId } from '@/lib/cms/shows';
import { isLocale } from '@/lib/i18n/routing';

/** A placeholder that is never a project id, so the build renders nothing from the backend. */
export function generateStaticParams() {
  return [{ id: '~' }];
}

/** /project/{id}: the show whose field_project_id (the ticketing projectToken) is id. */
export default async function ProjectByIdRoute({ params }: PageProps<'/[locale]/project/[id]'>) {
  const { locale, id } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  let found: Awaited<ReturnType<typeof findShowByProjectId>> = null;
  try {
    found = await findShowByProjectId(locale, decodeURIComponent(id));
  } catch (error) {
    rethrowCmsError(error, locale);
  }
  if (!found) notFound();
  const show = await loadShow(locale, found.type, found.uuid);
  return (
    <SiteShell locale={locale} alternatePath={`/project/${encodeURIComponent(show.projectId)}`}>
      <ShowView show={show} locale={locale} />
    </SiteShell>
  );
}
