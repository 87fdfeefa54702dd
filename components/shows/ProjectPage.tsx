import type { ContentPageProps } from '@/components/content/page-props';
import { loadOrNotFound } from '@/lib/cms/load-route';
import { getShowDetail } from '@/lib/cms/shows';
import type { ShowDetail } from '@/lib/cms/types';
import { ShowView } from './ShowView';

/** Loads a show's content (cached) or gives the right status (404, 503 -> maintenance, 5xx). */
export function loadShow(
  locale: ContentPageProps['locale'],
  type: 'project' | 'festival_project',
  uuid: string,
): Promise<ShowDetail> {
  return loadOrNotFound(locale, () => getShowDetail(locale, type, uuid));
}

/** The `project` content type: the show page. */
export async function ProjectPage({ page, locale }: ContentPageProps) {
  const show = await loadShow(locale, 'project', page.uuid);
  return <ShowView show={show} locale={locale} />;
}
