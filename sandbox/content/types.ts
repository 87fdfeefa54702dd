export type Langcode = 'zh-hans' | 'en';
export const LANGS: Langcode[] = ['zh-hans', 'en'];
export const DEFAULT_LANG: Langcode = 'zh-hans';

/** A relationship identifier: `{type, id, meta}` as JSON:API prints it. */
export type Ident = { type: string; id: string; meta?: Record<string, unknown> };
export type RelData = Ident | Ident[] | null;

/** One translation of one entity, as stored. */
export type Entity = {
  /** resource type, e.g. "node--news", "file--file", "taxonomy_term--themes" */
  type: string;
  uuid: string;
  langcode: string;
  /** nid, tid, fid, paragraph id or menu link id */
  internalId: number;
  /** revision id of this (default or latest) version */
  vid: number;
  /** true for the entity's original language */
  isDefaultTranslation: boolean;
  status: boolean;
  alias: string | null;
  /** ms timestamps */
  created: number;
  changed: number;
  attributes: Record<string, unknown>;
  relationships: Record<string, RelData>;
};

export const entityTypeOf = (type: string) => type.split('--')[0];
export const bundleOf = (type: string) => type.split('--')[1] ?? type;
