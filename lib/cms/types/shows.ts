/** Shows as the content system describes them (their dates, prices and stock come from lib/ticketing). */
import type { AccessPerformance } from './access';
import type { ImageFile } from './media';

/** A show as a card or recommendation. */
export type ShowSummary = {
  uuid: string;
  type: 'project' | 'festival_project';
  title: string;
  /** the `lang` of a show in another language than the page (untranslated: Drupal gave its original) */
  lang?: string;
  path: string | null;
  projectId: string;
  image: ImageFile | null;
  from: string | null;
  to: string | null;
  venue: string;
  basePrice: number | null;
  /** performances with captions, audio description and the like (none when the field is empty or not included) */
  accessPerformances: AccessPerformance[];
};

export type DetailTabKey = 'description' | 'artists' | 'program' | 'artgroup' | 'synopsis' | 'relatedinfo';

/** Everything the content system says about a show (project or festival project), sanitized. */
export type ShowDetail = ShowSummary & {
  nid: string;
  langcode: string;
  subtitle: string;
  summary: string;
  discount: string | null;
  notificationHtml: string;
  tabs: { key: DetailTabKey; html: string }[];
  gallery: ImageFile[];
  recommendations: ShowSummary[];
  banner: ImageFile | null;
  bannerLogo: ImageFile | null;
};
