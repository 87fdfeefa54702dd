import { notFound } from 'next/navigation';
import type { ContentPageProps } from '@/components/content/registry';
import { rethrowCmsError } from '@/lib/cms/load-route';
import { getShowDetail } from '@/lib/cms/shows';
import type { ShowDetail } from '@/lib/cms/reshape/project';
import { ShowView } from './ShowView';

/** Loads a show's content (cached) or gives the right status (404, 503 -> maintenance, 5xx). */
export async function loadShow(locale: ContentPageProps['locale'], type: 'project' | 'festival_project', uuid: string): Promise<ShowDetail> {
  let show: ShowDetail | null = null;
  try {
    show = await getShowDetail(locale, type, uuid);
  } catch (error) {
    rethrowCmsError(error, locale);
  }
  if (!show) notFound();
  return show;
}

/** The `project` content type: the show page. */
export async function ProjectPage({ page, locale }: ContentPageProps) {
  const show = await loadShow(locale, 'project', page.uuid);
  return <ShowView show={show} locale={locale} />;
}
