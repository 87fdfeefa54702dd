/** Pages: what a path resolves to, the fields every page has, menus, head tags, the homepage and the tabbed pages. */
import type { Locale } from '@/lib/i18n/routing';
import type { ContentType } from '../includes';
import type { ImageFile } from './media';
import type { Advert, ArtTeaser, NewsTeaser, ShowTeaser, Slide, SponsorLogo } from './teasers';

/**
 * What alias resolution tells the site about a path: the node that lives there, or where Drupal's
 * Redirect module sends it (`location`: a site path with its language prefix, or an external URL).
 */
export type ResolvedRoute =
  | { kind: 'node'; type: string; uuid: string; nid: string; langcode: string }
  | { kind: 'redirect'; location: string; permanent: boolean };

/** The paths of one piece of content in each language (null: no page in that language). */
export type Translations = Record<Locale, string | null>;

/** The fields every content page has, already sanitized. */
export type ContentPage = {
  type: ContentType;
  uuid: string;
  nid: string;
  title: string;
  langcode: string;
  created: string | null;
  path: string | null;
  /** the node's main rich text, sanitized */
  bodyHtml: string;
  /** landing_page only: which landing this is (only 'centers' has a page) */
  landingType: string | null;
  translations: Translations;
  /** festival and festival_project: the festival the page belongs to (its header links back) */
  festival: { title: string; path: string } | null;
};

export type MenuItem = {
  id: string;
  title: string;
  /**
   * a site path inside the language ('/news', '/node/12' until resolved), an external URL or a
   * file of the site (`external`), or null: not a link (Drupal's `route:<nolink>` or
   * `route:<button>`), such as a parent that only groups its children
   */
  href: string | null;
  /** not a page of the site's router: another site, or a file such as /sitemap.xml (a plain link) */
  external: boolean;
  children: MenuItem[];
};

/**
 * A menu item as a client component is given it (components/layout: the main menu, the footers):
 * without its id, a UUID that only served as a React key (38 bytes an item in every page's payload).
 */
export type MenuEntry = Omit<MenuItem, 'id' | 'children'> & { children: MenuEntry[] };

/** The head tags a node's metatags give, by name (`title`, `description`, `og:image`, `canonical` ...). */
export type NodeMetatags = Record<string, string>;

export type Homepage = {
  id: string;
  title: string;
  newsTitle: string;
  introHtml: string;
  slides: Slide[];
  ads: Advert[];
  news: NewsTeaser[];
  sponsors: SponsorLogo[];
  art: ArtTeaser[];
  highlights: ShowTeaser[];
};

/** The pages of rich-text tabs (their tabs and fields: tabbed-pages.ts). */
export type TabbedPageType = 'about_us' | 'facilities' | 'sponsor';

export type TabbedPage = {
  title: string;
  banner: ImageFile;
  /** every tab of the type, in order; html is sanitized and may be empty */
  tabs: { key: string; html: string }[];
};

/** A published node as the sitemap lists it (published.ts). */
export type PublishedNode = {
  uuid: string;
  /** the language Drupal gave it in: another one than asked for when it has no translation there */
  langcode: string | null;
  /** its alias, else Drupal's `/node/<nid>`; null: neither */
  path: string | null;
  changed: string | null;
  /** landing_page only: which landing it is (only 'centers' has a page) */
  landingType: string | null;
};
