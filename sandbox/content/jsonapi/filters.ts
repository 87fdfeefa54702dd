/**
 * Drupal JSON:API filters: `filter[path]=v`, `filter[path][value]=v&filter[path][operator]=<>`,
 * and the long form with `[condition][path|operator|value|memberOf]` and `[group][conjunction]`.
 * Paths are dotted: attributes (`path.alias`), relationships (`field_news_type.id`,
 * `field_news_type.meta.drupal_internal__target_id`, `field_news_type.name`).
 */
import { badRequest } from './errors';
import { isObject, type Nested } from './params';
import { canView, load, translationsOf, type ApiRequest } from './request';
import { identsOf, serialize, type Resource } from './serialize';

export const OPERATORS = [
  '=',
  '<>',
  '>',
  '>=',
  '<',
  '<=',
  'STARTS_WITH',
  'CONTAINS',
  'ENDS_WITH',
  'IN',
  'NOT IN',
  'BETWEEN',
  'NOT BETWEEN',
  'IS NULL',
  'IS NOT NULL',
] as const;
type Operator = (typeof OPERATORS)[number];

type Condition = { kind: 'condition'; path: string[]; operator: Operator; value: string[]; memberOf: string };
type Group = {
  kind: 'group';
  id: string;
  conjunction: 'AND' | 'OR';
  memberOf: string;
  children: (Condition | Group)[];
};

export type Candidate = { resource: Resource; uuid: string; languages: string[] };

const ROOT = '@root';

function valueList(v: Nested | undefined, key: string): string[] {
  if (v === undefined) return [];
  if (typeof v === 'string') return [v];
  const list = Array.isArray(v) ? v : Object.values(v);
  return list.map((x) => {
    if (typeof x !== 'string') throw badRequest(`The filter value of "${key}" is malformed.`, `filter[${key}]`);
    return x;
  });
}

export function parseFilter(raw: Nested | undefined): Group | null {
  if (raw === undefined) return null;
  if (!isObject(raw)) throw badRequest('The filter parameter must be an array: use filter[field]=value.', 'filter');
  const root: Group = { kind: 'group', id: ROOT, conjunction: 'AND', memberOf: '', children: [] };
  const groups = new Map<string, Group>([[ROOT, root]]);
  const items: (Condition | Group)[] = [];
  for (const [key, item] of Object.entries(raw)) {
    if (key === ROOT) throw badRequest(`"${ROOT}" is a reserved filter id.`, 'filter');
    if (isObject(item) && isObject(item.group)) {
      const g = item.group;
      const conj = typeof g.conjunction === 'string' ? g.conjunction.toUpperCase() : '';
      if (conj !== 'AND' && conj !== 'OR')
        throw badRequest(`The filter group "${key}" needs a conjunction of AND or OR.`, `filter[${key}]`);
      const group: Group = {
        kind: 'group',
        id: key,
        conjunction: conj,
        memberOf: typeof g.memberOf === 'string' ? g.memberOf : ROOT,
        children: [],
      };
      groups.set(key, group);
      items.push(group);
      continue;
    }
    let c: { [k: string]: Nested };
    if (typeof item === 'string') c = { path: key, value: item };
    else if (isObject(item) && isObject(item.condition)) c = item.condition;
    else if (isObject(item) && ('value' in item || 'operator' in item)) c = { path: key, ...item };
    else throw badRequest(`The filter "${key}" is malformed.`, `filter[${key}]`);
    const path = typeof c.path === 'string' ? c.path : '';
    if (!path || !/^[\w.]+$/.test(path)) throw badRequest(`The filter "${key}" needs a valid path.`, `filter[${key}]`);
    const op = (typeof c.operator === 'string' ? c.operator.toUpperCase() : '=') as Operator;
    if (!OPERATORS.includes(op))
      throw badRequest(
        `The operator "${String(c.operator)}" is not known. Use one of ${OPERATORS.join(', ')}.`,
        `filter[${key}]`,
      );
    const value = valueList(c.value, key);
    const needs =
      op === 'IS NULL' || op === 'IS NOT NULL' ? 0 : op.endsWith('BETWEEN') ? 2 : op.endsWith('IN') ? -1 : 1;
    if (
      (needs >= 1 && value.length !== needs && !(needs === 1 && value.length >= 1)) ||
      (needs === -1 && value.length === 0)
    )
      throw badRequest(`The filter "${key}" needs a value for the operator ${op}.`, `filter[${key}]`);
    items.push({
      kind: 'condition',
      path: path.split('.'),
      operator: op,
      value,
      memberOf: typeof c.memberOf === 'string' ? c.memberOf : ROOT,
    });
  }
  for (const it of items) {
    const parent = groups.get(it.memberOf);
    if (!parent) throw badRequest(`The filter group "${it.memberOf}" does not exist.`, 'filter');
    parent.children.push(it);
  }
  return root;
}

/** the values found at a dotted path of a resource (any of which may match) */
export function valuesAt(r: ApiRequest, c: Candidate | Resource, path: string[]): unknown[] {
  const res = 'resource' in c ? c.resource : c;
  const [head, ...rest] = path;
  if (head === 'id') return [res.id];
  if (head === 'type') return [res.type];
  if (head === 'langcode' && rest.length === 0 && 'languages' in c) return c.languages;
  if (head in res.attributes) return navigate(res.attributes[head], rest);
  // menu links publish through `enabled`; Drupal accepts its entity key `status` in filters too
  if (head === 'status' && 'enabled' in res.attributes) return navigate(res.attributes.enabled, rest);
  if (head in res.relationships) {
    const idents = identsOf(res.relationships[head].data);
    let tail = rest[0] === 'entity' ? rest.slice(1) : rest;
    if (tail.length === 0) tail = ['id'];
    if (tail[0] === 'id') return idents.map((i) => i.id);
    if (tail[0] === 'meta') return idents.flatMap((i) => navigate(i.meta, tail.slice(1)));
    return idents.flatMap((i) => {
      const target = load(r, i.id);
      if (!target || !canView(r, target)) return [];
      return valuesAt(r, serialize(r, target), tail);
    });
  }
  return [];
}

/** the first segment of every path must be a field of the resource type (else 400, like Drupal) */
export function checkPaths(node: Condition | Group | null, known: Set<string>): void {
  if (!node) return;
  if (node.kind === 'group') return node.children.forEach((ch) => checkPaths(ch, known));
  const head = node.path[0];
  if (!known.has(head))
    throw badRequest(
      `Invalid nested filtering. The field \`${head}\`, given in the path \`${node.path.join('.')}\`, does not exist.`,
      'filter',
    );
}

export function knownFields(resources: Resource[]): Set<string> {
  const known = new Set(['id', 'type', 'langcode']);
  for (const res of resources) {
    for (const k of Object.keys(res.attributes)) known.add(k);
    if ('enabled' in res.attributes) known.add('status');
    for (const k of Object.keys(res.relationships)) known.add(k);
  }
  return known;
}

function navigate(v: unknown, path: string[]): unknown[] {
  if (Array.isArray(v)) return v.flatMap((x) => navigate(x, path));
  if (path.length === 0) return v === null || v === undefined ? [] : [v];
  if (v && typeof v === 'object') return navigate((v as Record<string, unknown>)[path[0]], path.slice(1));
  return [];
}

const ISO = /^\d{4}-\d{2}-\d{2}(T|$)/;

function toTime(v: string): number {
  if (/^-?\d+(\.\d+)?$/.test(v)) {
    const n = Number(v);
    return Math.abs(n) < 1e11 ? n * 1000 : n;
  }
  return Date.parse(v);
}

/** compares a stored value with a query string value: <0, 0, >0 */
export function compare(a: unknown, b: string): number {
  if (typeof a === 'boolean') return Number(a) - (b === '1' || b.toLowerCase() === 'true' ? 1 : 0);
  if (typeof a === 'number') return a - Number(b);
  const s = String(a);
  if (ISO.test(s)) {
    const x = Date.parse(s);
    const y = toTime(b);
    if (!Number.isNaN(x) && !Number.isNaN(y)) return x - y;
  }
  const x = s.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

function test(values: unknown[], op: Operator, v: string[]): boolean {
  const any = (f: (x: unknown) => boolean) => values.some(f);
  const lower = (x: unknown) => String(x).toLowerCase();
  switch (op) {
    case '=':
      return any((x) => compare(x, v[0]) === 0);
    case '<>':
      return !any((x) => compare(x, v[0]) === 0);
    case '>':
      return any((x) => compare(x, v[0]) > 0);
    case '>=':
      return any((x) => compare(x, v[0]) >= 0);
    case '<':
      return any((x) => compare(x, v[0]) < 0);
    case '<=':
      return any((x) => compare(x, v[0]) <= 0);
    case 'STARTS_WITH':
      return any((x) => lower(x).startsWith(v[0].toLowerCase()));
    case 'ENDS_WITH':
      return any((x) => lower(x).endsWith(v[0].toLowerCase()));
    case 'CONTAINS':
      return any((x) => lower(x).includes(v[0].toLowerCase()));
    case 'IN':
      return any((x) => v.some((y) => compare(x, y) === 0));
    case 'NOT IN':
      return !any((x) => v.some((y) => compare(x, y) === 0));
    case 'BETWEEN':
      return any((x) => compare(x, v[0]) >= 0 && compare(x, v[1]) <= 0);
    case 'NOT BETWEEN':
      return !any((x) => compare(x, v[0]) >= 0 && compare(x, v[1]) <= 0);
    case 'IS NULL':
      return values.length === 0;
    case 'IS NOT NULL':
      return values.length > 0;
  }
}

export function matches(r: ApiRequest, c: Candidate, node: Condition | Group): boolean {
  if (node.kind === 'condition') return test(valuesAt(r, c, node.path), node.operator, node.value);
  if (node.children.length === 0) return true;
  return node.conjunction === 'AND'
    ? node.children.every((ch) => matches(r, c, ch))
    : node.children.some((ch) => matches(r, c, ch));
}

export function candidateOf(r: ApiRequest, res: Resource): Candidate {
  return { resource: res, uuid: res.id, languages: translationsOf(r, res.id).map((t) => t.langcode) };
}
