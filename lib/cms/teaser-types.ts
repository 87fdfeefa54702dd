/** Domain types of the content listings and articles (components never see raw JSON:API nodes). */

export type ImageRef = { url: string; alt: string; width: number | null; height: number | null };

export type FileRef = { url: string; filename: string; mime: string };

export type Term = { id: string; tid: number; name: string };

/** A link target: a site path already localized ('/en/news/x'), or (`external`) another site's URL or a file of the site. */
export type LinkTarget = { href: string; external: boolean };

export type NewsTeaser = {
  id: string;
  title: string;
  href: string;
  /** the `lang` of a node in another language than the page (untranslated: Drupal gave its original) */
  lang?: string;
  created: string | null;
  typeName: string;
  image: ImageRef | null;
  /** plain text, truncated by the summary rule */
  summary: string;
};

export type ArtTeaser = {
  id: string;
  title: string;
  href: string;
  /** the `lang` of a node in another language than the page (untranslated: Drupal gave its original) */
  lang?: string;
  created: string | null;
  subtitle: string;
  themeName: string;
  image: ImageRef | null;
  summary: string;
};

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
