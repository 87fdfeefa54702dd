import type { ImageFile } from './media';

/** A type_of_education term: a tab of /education, with its banner image. */
export type EducationTerm = { id: string; tid: number; name: string; image: ImageFile | null };

export type EducationTeaser = {
  id: string;
  title: string;
  /** the node's alias (not localized) */
  path: string | null;
  created: string | null;
  typeName: string;
  /** plain text, truncated by the education rule (180 with a 3-character ellipsis) */
  description: string;
};

export type EducationListPage = { items: EducationTeaser[]; page: number; hasNext: boolean };

/** One paragraph of an education page's field_content_section. */
export type EducationSection =
  | { kind: 'title'; id: string; title: string }
  | { kind: 'video-upload'; id: string; url: string; mime: string }
  | { kind: 'video-iframe'; id: string; src: string; title: string }
  | { kind: 'description'; id: string; html: string }
  | { kind: 'image'; id: string; image: ImageFile }
  | { kind: 'unknown'; id: string; type: string };

export type EducationPage = {
  uuid: string;
  title: string;
  created: string | null;
  typeName: string;
  typeId: string | null;
  banner: ImageFile | null;
  bodyHtml: string;
  sections: EducationSection[];
};
