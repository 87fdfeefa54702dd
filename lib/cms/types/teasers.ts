/** The content lists: teasers of news, arts education and shows, slides, adverts, paged lists. */
import type { ImageRef, LinkTarget } from './media';

export type Term = { id: string; tid: number; name: string };

/** What every article teaser (news, arts education) has: its node, its link and its dates. */
type ArticleTeaser = {
  id: string;
  title: string;
  href: string;
  /** the `lang` of a node in another language than the page (untranslated: Drupal gave its original) */
  lang?: string;
  created: string | null;
  image: ImageRef | null;
  /** plain text, truncated by the summary rule */
  summary: string;
};

export type NewsTeaser = ArticleTeaser & { typeName: string };

export type ArtTeaser = ArticleTeaser & { subtitle: string; themeName: string };

/** A list item of the news or arts-education landing (the browser's list fetcher gives either). */
export type Teaser = NewsTeaser | ArtTeaser;

export type ShowTeaser = {
  id: string;
  /** festival projects open their own page, never the quick view */
  type: 'project' | 'festival_project';
  title: string;
  href: string;
  /** the `lang` of a node in another language than the page (untranslated: Drupal gave its original) */
  lang?: string;
  image: ImageRef | null;
  dateText: string;
  venue: string;
  priceFrom: number | null;
  projectId: string;
};

export type Slide = {
  id: string;
  title: string;
  description: string;
  image: ImageRef | null;
  link: LinkTarget | null;
};

export type Advert = { id: string; title: string; image: ImageRef | null; link: LinkTarget | null };

export type SponsorLogo = {
  id: string;
  title: string;
  description: string;
  image: ImageRef | null;
  link: LinkTarget | null;
};

/** One page of a paged list: `hasNext` comes from `links.next` (JSON:API has no count). */
export type ListPage<T> = { items: T[]; page: number; hasNext: boolean };
