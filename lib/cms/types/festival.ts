/** A festival's page: its shell, slides and programme. */
import type { ImageFile } from './media';

export type FestivalSlide = {
  id: string;
  title: string;
  descriptionHtml: string;
  image: ImageFile | null;
  href: string | null;
};

/** One programme entry: a festival project in the colours the editors chose for it. */
export type FestivalProgrammeItem = {
  id: string;
  title: string;
  /** the `lang` of a project in another language than the page (untranslated: Drupal gave its original) */
  lang?: string;
  subtitle: string;
  summary: string;
  path: string | null;
  image: ImageFile | null;
  from: string | null;
  to: string | null;
  venue: string;
  backgroundColor: string;
  dateColor: string;
};

export type Festival = {
  uuid: string;
  title: string;
  subtitle: string;
  bodyHtml: string;
  background: ImageFile | null;
  logo: ImageFile | null;
  slides: FestivalSlide[];
  programme: FestivalProgrammeItem[];
};
