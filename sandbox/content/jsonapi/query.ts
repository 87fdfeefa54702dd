/** sort, page[...], include and fields[...] parameters, and the top-level document. */
import { badRequest } from './errors';
import { compare, valuesAt, type Candidate } from './filters';
import { isObject, type Nested } from './params';
import { canView, load, type ApiRequest } from './request';
import { identsOf, jsonapiMember, serialize, sparse, type Resource } from './serialize';

export const MAX_LIMIT = 50;

type SortField = { path: string[]; desc: boolean };

export function parseSort(raw: Nested | undefined): SortField[] {
  if (raw === undefined || raw === '') return [];
  const out: SortField[] = [];
  const add = (path: string, desc: boolean) => {
    if (!/^[\w.]+$/.test(path)) throw badRequest(`The sort field "${path}" is malformed.`, 'sort');
    out.push({ path: path.split('.'), desc });
  };
  if (typeof raw === 'string') {
    for (const part of raw.split(',')) {
      const p = part.trim();
      if (!p) throw badRequest('The sort parameter has an empty field.', 'sort');
      add(p.replace(/^[-+]/, ''), p.startsWith('-'));
    }
    return out;
  }
  if (!isObject(raw)) throw badRequest('The sort parameter is malformed.', 'sort');
  for (const item of Object.values(raw)) {
    if (!isObject(item) || typeof item.path !== 'string') throw badRequest('Each sort item needs a path.', 'sort');
    const dir = typeof item.direction === 'string' ? item.direction.toUpperCase() : 'ASC';
    if (dir !== 'ASC' && dir !== 'DESC') throw badRequest('The sort direction must be ASC or DESC.', 'sort');
    add(item.path, dir === 'DESC');
  }
  return out;
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' || typeof a === 'number') return compare(a, String(b));
  return compare(String(a), String(b));
}

export function sortCandidates(r: ApiRequest, list: Candidate[], sort: SortField[], known: Set<string>): Candidate[] {
  for (const s of sort)
    if (!known.has(s.path[0]))
      throw badRequest(`Invalid sort: the field "${s.path.join('.')}" does not exist.`, 'sort');
  if (sort.length === 0) return list;
  const keyed = list.map((c, i) => ({ c, i, keys: sort.map((s) => valuesAt(r, c, s.path)[0]) }));
  keyed.sort((x, y) => {
    for (let k = 0; k < sort.length; k++) {
      const d = compareValues(x.keys[k], y.keys[k]);
      if (d !== 0) return sort[k].desc ? -d : d;
    }
    return x.i - y.i;
  });
  return keyed.map((k) => k.c);
}

export function parsePage(raw: Nested | undefined): { offset: number; limit: number } {
  if (raw === undefined) return { offset: 0, limit: MAX_LIMIT };
  if (!isObject(raw))
    throw badRequest('The page parameter needs to be an array: use page[limit] and page[offset].', 'page');
  const num = (v: Nested | undefined, name: string, min: number, dflt: number) => {
    if (v === undefined || v === '') return dflt;
    if (typeof v !== 'string' || !/^\d+$/.test(v) || Number(v) < min)
      throw badRequest(`page[${name}] must be a whole number of at least ${min}.`, `page[${name}]`);
    return Number(v);
  };
  return { offset: num(raw.offset, 'offset', 0, 0), limit: Math.min(MAX_LIMIT, num(raw.limit, 'limit', 1, MAX_LIMIT)) };
}

export function parseInclude(raw: Nested | undefined): string[][] {
  if (raw === undefined || raw === '') return [];
  if (typeof raw !== 'string') throw badRequest('The include parameter must be a comma-separated list.', 'include');
  return raw.split(',').map((p) => {
    const path = p.trim();
    if (!/^[\w.]+$/.test(path)) throw badRequest(`The include path "${path}" is malformed.`, 'include');
    return path.split('.');
  });
}

export function parseFields(raw: Nested | undefined): Record<string, string[]> {
  if (raw === undefined) return {};
  if (!isObject(raw))
    throw badRequest('The fields parameter must be keyed by resource type: fields[node--news]=title.', 'fields');
  const out: Record<string, string[]> = {};
  for (const [type, list] of Object.entries(raw)) {
    if (typeof list !== 'string')
      throw badRequest(`fields[${type}] must be a comma-separated list.`, `fields[${type}]`);
    out[type] = list
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean);
  }
  return out;
}

/** the `included` member: every resource reached through the include paths, once, not repeating `data` */
export function collectIncluded(
  r: ApiRequest,
  primary: Resource[],
  paths: string[][],
  fields: Record<string, string[]>,
): Resource[] {
  const seen = new Set(primary.map((p) => `${p.type}:${p.id}`));
  const included = new Map<string, Resource>();
  const cache = new Map<string, Resource | null>();
  const resolve = (id: string): Resource | null => {
    if (!cache.has(id)) {
      const e = load(r, id);
      cache.set(id, e && canView(r, e) ? serialize(r, e) : null);
    }
    return cache.get(id)!;
  };
  for (const path of paths) {
    let level = primary;
    for (const seg of path) {
      if (level.length > 0 && !level.some((res) => seg in res.relationships))
        throw badRequest(
          `\`${seg}\` is not a valid relationship field name. (Given in the include path \`${path.join('.')}\`.)`,
          'include',
        );
      const next: Resource[] = [];
      for (const res of level)
        for (const ident of identsOf(res.relationships[seg]?.data)) {
          const target = resolve(ident.id);
          if (!target) continue;
          next.push(target);
          const key = `${target.type}:${target.id}`;
          if (!seen.has(key) && !included.has(key)) included.set(key, target);
        }
      level = next;
    }
  }
  return [...included.values()].map((res) => sparse(res, fields));
}

export function document(parts: {
  data: unknown;
  included?: Resource[];
  links?: Record<string, { href: string }>;
  meta?: Record<string, unknown>;
}) {
  return {
    jsonapi: jsonapiMember(),
    data: parts.data,
    ...(parts.included ? { included: parts.included } : {}),
    ...(parts.meta ? { meta: parts.meta } : {}),
    links: parts.links ?? {},
  };
}

/** Drupal's `meta.omitted` for items left out because the visitor may not see them */
export function omittedMeta(r: ApiRequest, hidden: Resource[]) {
  if (hidden.length === 0) return undefined;
  const links: Record<string, unknown> = {
    help: { href: 'https://www.drupal.org/docs/8/modules/json-api/filtering#filters-access-control' },
  };
  hidden.forEach((h, i) => {
    links[`item--${i}`] = {
      href: h.links.self.href,
      meta: { rel: 'item', detail: 'The current user is not allowed to GET the selected resource.' },
    };
  });
  return { omitted: { detail: 'Some resources have been omitted because of insufficient authorization.', links } };
}
