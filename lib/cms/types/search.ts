/** Site search (spec section 7: POST /itc_search with keyword and page). */

export type SearchResult = {
  id: string;
  /** news, art_education, project or festival_project */
  type: string;
  title: string;
  /** the `lang` of a node in another language than the page (untranslated: its original) */
  lang?: string;
  /** the path inside the language, as content carries it (SiteLink puts the language on it) */
  href: string;
  created: string | null;
  /** news type or arts-education theme; for shows the type comes from the ticketing lookup */
  typeName: string;
  image: string | null;
  summary: string;
  /** shows only: the ticketing project token */
  projectId: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  venue: string;
};

export type SearchAnswer = { count: number; pageCount: number; results: SearchResult[] };
