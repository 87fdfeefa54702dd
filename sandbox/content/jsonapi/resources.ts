/** The JSON:API resource routes: collection, individual, related and relationship. */
import { latestRevision, loadType, pickTranslation } from '../store';
import type { Entity } from '../types';
import { badRequest, JsonApiError } from './errors';
import { candidateOf, checkPaths, knownFields, matches, parseFilter, type Candidate } from './filters';
import type { Nested } from './params';
import {
  collectIncluded,
  document,
  omittedMeta,
  parseFields,
  parseInclude,
  parsePage,
  parseSort,
  sortCandidates,
} from './query';
import { apiBase, canView, load, translationsOf, type ApiRequest } from './request';
import { identsOf, resourcePath, serialize, sparse, type Resource } from './serialize';
import type { SandboxContext } from '../../context';

export type Query = Record<string, Nested>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function knownTypes(ctx: SandboxContext): Set<string> {
  const rows = ctx.db.prepare('SELECT DISTINCT type FROM cms_entity').all() as { type: string }[];
  return new Set(rows.map((r) => r.type));
}

function assertType(r: ApiRequest, type: string) {
  if (!knownTypes(r.ctx).has(type)) throw new JsonApiError(404, `The resource type "${type}" does not exist.`);
}

/** the self URL of this request with other page[] values */
function pageUrl(self: URL, offset: number, limit: number): { href: string } {
  const u = new URL(self);
  u.searchParams.set('page[offset]', String(offset));
  u.searchParams.set('page[limit]', String(limit));
  return { href: u.toString() };
}

export function collection(r: ApiRequest, type: string, q: Query, self: URL) {
  assertType(r, type);
  const byUuid = new Map<string, Entity[]>();
  for (const e of loadType(r.ctx, type)) {
    const list = byUuid.get(e.uuid) ?? [];
    list.push(e);
    byUuid.set(e.uuid, list);
  }
  const candidates: Candidate[] = [];
  const published = new Map<string, boolean>();
  for (const [uuid, translations] of byUuid) {
    r.translations.set(uuid, translations);
    const e = pickTranslation(translations, r.lang)!;
    published.set(uuid, canView(r, e));
    candidates.push(candidateOf(r, serialize(r, e)));
  }
  const known = knownFields(candidates.map((c) => c.resource));
  const filter = parseFilter(q.filter);
  checkPaths(filter, known);
  const sort = parseSort(q.sort);
  const page = parsePage(q.page);
  const include = parseInclude(q.include);
  const fields = parseFields(q.fields);

  const filtered = filter ? candidates.filter((c) => matches(r, c, filter)) : candidates;
  const sorted = sortCandidates(r, filtered, sort, known);
  const slice = sorted.slice(page.offset, page.offset + page.limit);
  const visible: Resource[] = [];
  const hidden: Resource[] = [];
  for (const c of slice) (published.get(c.uuid) || r.preview ? visible : hidden).push(c.resource);

  const links: Record<string, { href: string }> = { self: { href: self.toString() } };
  if (sorted.length > page.offset + page.limit) links.next = pageUrl(self, page.offset + page.limit, page.limit);
  if (page.offset > 0) {
    links.first = pageUrl(self, 0, page.limit);
    links.prev = pageUrl(self, Math.max(0, page.offset - page.limit), page.limit);
  }
  return document({
    data: visible.map((res) => sparse(res, fields)),
    included: include.length ? collectIncluded(r, visible, include, fields) : undefined,
    links,
    meta: omittedMeta(r, hidden),
  });
}

/** the entity behind an individual URL, with access and resourceVersion applied */
export function resolveIndividual(r: ApiRequest, type: string, id: string, q: Query): Entity {
  assertType(r, type);
  const notFound = () =>
    new JsonApiError(404, `The "entity" parameter was not converted for the path "${resourcePath(type, '{entity}')}".`);
  if (!UUID.test(id)) throw notFound();
  let e = load(r, id);
  if (!e || e.type !== type) throw notFound();
  const version = q.resourceVersion;
  if (version !== undefined) {
    if (typeof version !== 'string') throw badRequest('resourceVersion must be a string.', 'resourceVersion');
    // As Drupal's VersionByRel: the "latest version" is the default revision (the published one,
    // or the last saved when none is); the "working copy" is the latest revision, which may be a
    // draft ahead of it (Content Moderation's forward revision).
    if (version === 'rel:latest-version') {
      // the entity as loaded is its default revision
    } else if (version === 'rel:working-copy') {
      const latest = type.startsWith('node--') ? latestRevision(r.ctx, e) : e;
      if (latest.vid !== e.vid && !r.preview)
        throw new JsonApiError(
          403,
          'The requested version is not the default one: viewing it needs the preview token.',
        );
      e = latest;
    } else if (/^id:\d+$/.test(version)) {
      const vid = Number(version.slice(3));
      if (vid !== e.vid) {
        const row = r.ctx.db
          .prepare('SELECT * FROM cms_revision WHERE uuid = ? AND langcode = ? AND vid = ?')
          .get(e.uuid, e.langcode, vid) as
          { status: number; changed: number; attributes: string; relationships: string } | undefined;
        if (!row)
          throw new JsonApiError(404, `The requested version, identified by \`${version}\`, could not be found.`);
        if (!r.preview) throw new JsonApiError(403, 'Viewing an earlier or later version needs the preview token.');
        e = {
          ...e,
          vid,
          status: !!row.status,
          changed: row.changed,
          attributes: JSON.parse(row.attributes),
          relationships: JSON.parse(row.relationships),
        };
      }
    } else
      throw badRequest(
        `The version specifier "${version}" is not valid: use rel:latest-version, rel:working-copy or id:<vid>.`,
        'resourceVersion',
      );
  }
  if (!canView(r, e)) throw new JsonApiError(403, 'The current user is not allowed to GET the selected resource.');
  return e;
}

export function individual(r: ApiRequest, type: string, id: string, q: Query, self: URL) {
  const e = resolveIndividual(r, type, id, q);
  const include = parseInclude(q.include);
  const fields = parseFields(q.fields);
  const res = serialize(r, e);
  return document({
    data: sparse(res, fields),
    included: include.length ? collectIncluded(r, [res], include, fields) : undefined,
    links: { self: { href: self.toString() } },
  });
}

function relationshipOf(r: ApiRequest, type: string, id: string, field: string, q: Query) {
  const e = resolveIndividual(r, type, id, q);
  const res = serialize(r, e);
  const rel = res.relationships[field];
  if (!rel) throw new JsonApiError(404, `The relationship field "${field}" does not exist on ${type}.`);
  return { res, rel };
}

/** GET /{entity_type}/{bundle}/{id}/{field}: the related resources themselves */
export function related(r: ApiRequest, type: string, id: string, field: string, q: Query, self: URL) {
  const { rel } = relationshipOf(r, type, id, field, q);
  const include = parseInclude(q.include);
  const fields = parseFields(q.fields);
  const targets: Resource[] = [];
  const hidden: Resource[] = [];
  for (const ident of identsOf(rel.data)) {
    const t = load(r, ident.id);
    if (!t) continue;
    (canView(r, t) ? targets : hidden).push(serialize(r, t));
  }
  const data = Array.isArray(rel.data)
    ? targets.map((t) => sparse(t, fields))
    : targets[0]
      ? sparse(targets[0], fields)
      : null;
  return document({
    data,
    included: include.length ? collectIncluded(r, targets, include, fields) : undefined,
    links: { self: { href: self.toString() } },
    meta: omittedMeta(r, hidden),
  });
}

/** GET /{entity_type}/{bundle}/{id}/relationships/{field}: the identifiers */
export function relationship(r: ApiRequest, type: string, id: string, field: string, q: Query, self: URL) {
  const { rel } = relationshipOf(r, type, id, field, q);
  return document({ data: rel.data, links: { self: { href: self.toString() }, related: rel.links.related } });
}

/** the entry point: links to every collection */
export function index(r: ApiRequest) {
  const links: Record<string, { href: string }> = { self: { href: apiBase(r) } };
  for (const type of [...knownTypes(r.ctx)].sort()) {
    const [et, bundle] = type.split('--');
    links[type] = { href: `${apiBase(r)}/${et}/${bundle}` };
  }
  return {
    jsonapi: { version: '1.0', meta: { links: { self: { href: 'http://jsonapi.org/format/1.0/' } } } },
    data: [],
    links,
  };
}

export { translationsOf };
