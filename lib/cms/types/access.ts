/** Access performances: performances of a show adapted for disabled visitors, as the CMS names them. */

/** The kinds of access performance, in the order the site lists them. */
export const accessKinds = ['captioned', 'audio-described', 'relaxed', 'sign-language', 'touch-tour'] as const;

export type AccessKind = (typeof accessKinds)[number];

/** One access performance: which performance (by ticketing event or start time), what it offers. */
export type AccessPerformance = {
  /** the ticketing API's event token, when the editor chose the performance by it */
  eventToken: string | null;
  /** its start, ms since the epoch, when the editor gave the date and time */
  startsAt: number | null;
  /** at least one kind */
  kinds: AccessKind[];
  /** the editor's note (where to sit, when the touch tour starts), may be empty */
  note: string;
  /** the `lang` of a paragraph in another language than the page (untranslated: Drupal gave its original) */
  lang?: string;
};

/** Each show's access performances by its ticketing projectToken; a show with none is left out. */
export type AccessByShow = Record<string, AccessPerformance[]>;
