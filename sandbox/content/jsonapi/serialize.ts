/** Entities as JSON:API resource objects, in the shape Drupal core's JSON:API module prints. */
import { stableUuid } from '../../seed/ids';
import { bundleOf, entityTypeOf, type Entity, type Ident, type RelData } from '../types';
import { apiBase, type ApiRequest } from './request';

export type Resource = {
  type: string;
  id: string;
  links: { self: { href: string } };
  attributes: Record<string, unknown>;
  relationships: Record<string, { data: RelData; links: { related: { href: string }; self: { href: string } } }>;
};

/** ISO 8601 in the theatre's time zone (Asia/Shanghai, +08:00), as Drupal prints dates */
export function isoDate(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  return d.toISOString().replace(/\.\d{3}Z$/, '+08:00');
}

export const pathPid = (e: Entity) => (e.alias ? e.internalId * 2 + (e.langcode === 'en' ? 1 : 0) : null);

function computedAttributes(e: Entity): Record<string, unknown> {
  const { title, name, ...rest } = e.attributes as { title?: unknown; name?: unknown } & Record<string, unknown>;
  const path = { alias: e.alias, pid: pathPid(e), langcode: e.langcode };
  switch (entityTypeOf(e.type)) {
    case 'node':
      return {
        drupal_internal__nid: e.internalId,
        drupal_internal__vid: e.vid,
        langcode: e.langcode,
        revision_timestamp: isoDate(e.changed),
        revision_log: null,
        status: e.status,
        title,
        created: isoDate(e.created),
        changed: isoDate(e.changed),
        promote: false,
        sticky: false,
        default_langcode: e.isDefaultTranslation,
        revision_translation_affected: true,
        path,
        ...rest,
      };
    case 'taxonomy_term':
      return {
        drupal_internal__tid: e.internalId,
        drupal_internal__revision_id: e.vid,
        langcode: e.langcode,
        revision_created: isoDate(e.created),
        status: e.status,
        name,
        description: null,
        weight: 0,
        changed: isoDate(e.changed),
        default_langcode: e.isDefaultTranslation,
        revision_translation_affected: true,
        path,
        ...rest,
      };
    case 'paragraph':
      return {
        drupal_internal__id: e.internalId,
        drupal_internal__revision_id: e.vid,
        langcode: e.langcode,
        status: e.status,
        created: isoDate(e.created),
        behavior_settings: [],
        default_langcode: e.isDefaultTranslation,
        revision_translation_affected: true,
        ...rest,
      };
    case 'file':
      return {
        drupal_internal__fid: e.internalId,
        langcode: e.langcode,
        ...rest,
        status: e.status,
        created: isoDate(e.created),
        changed: isoDate(e.changed),
      };
    case 'menu_link_content':
      return {
        drupal_internal__id: e.internalId,
        drupal_internal__revision_id: e.vid,
        langcode: e.langcode,
        enabled: e.status,
        title,
        description: null,
        ...rest,
        changed: isoDate(e.changed),
        default_langcode: e.isDefaultTranslation,
        revision_translation_affected: true,
      };
    default:
      return { langcode: e.langcode, ...e.attributes };
  }
}

export function resourcePath(type: string, uuid: string) {
  return `/${entityTypeOf(type)}/${bundleOf(type)}/${uuid}`;
}

export function serialize(r: ApiRequest, e: Entity): Resource {
  const base = `${apiBase(r)}${resourcePath(e.type, e.uuid)}`;
  const rels: Record<string, RelData> = {};
  if (e.type.startsWith('node--')) {
    const bundle = bundleOf(e.type);
    rels.node_type = {
      type: 'node_type--node_type',
      id: stableUuid(`node_type:${bundle}`),
      meta: { drupal_internal__target_id: bundle },
    };
  }
  if (e.type.startsWith('taxonomy_term--')) {
    const vocab = bundleOf(e.type);
    rels.vid = {
      type: 'taxonomy_vocabulary--taxonomy_vocabulary',
      id: stableUuid(`vocabulary:${vocab}`),
      meta: { drupal_internal__target_id: vocab },
    };
  }
  Object.assign(rels, e.relationships);
  const relationships: Resource['relationships'] = {};
  for (const [name, data] of Object.entries(rels))
    relationships[name] = {
      data,
      links: { related: { href: `${base}/${name}` }, self: { href: `${base}/relationships/${name}` } },
    };
  const revisionable = e.type.startsWith('node--');
  return {
    type: e.type,
    id: e.uuid,
    links: { self: { href: revisionable ? `${base}?resourceVersion=id%3A${e.vid}` : base } },
    attributes: computedAttributes(e),
    relationships,
  };
}

/** applies sparse fieldsets: `fields[node--news]=title,path` */
export function sparse(res: Resource, fields: Record<string, string[]>): Resource {
  const keep = fields[res.type];
  if (!keep) return res;
  const attributes: Record<string, unknown> = {};
  const relationships: Resource['relationships'] = {};
  for (const k of keep) {
    if (k in res.attributes) attributes[k] = res.attributes[k];
    if (k in res.relationships) relationships[k] = res.relationships[k];
  }
  return { ...res, attributes, relationships };
}

export const identsOf = (data: RelData | undefined): Ident[] =>
  data == null ? [] : Array.isArray(data) ? data : [data];

export function jsonapiMember() {
  return { version: '1.0', meta: { links: { self: { href: 'http://jsonapi.org/format/1.0/' } } } };
}
