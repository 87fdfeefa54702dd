/**
 * Query strings with bracket keys (`filter[a][condition][value][]=x`) as nested objects, like PHP.
 * The objects have no prototype, so `__proto__[x]=1` or `constructor[prototype][x]=1` are plain
 * keys as in PHP, and never reach Object.prototype (which would break every later request).
 */
import { badRequest } from './errors';

export type Nested = string | Nested[] | { [key: string]: Nested };

export function parseNested(search: URLSearchParams): Record<string, Nested> {
  const root: Record<string, Nested> = Object.create(null);
  for (const [rawKey, value] of search) {
    const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!m) {
      root[rawKey] = value;
      continue;
    }
    const keys = [m[1], ...[...m[2].matchAll(/\[([^[\]]*)\]/g)].map((k) => k[1])];
    let node: Record<string, Nested> | Nested[] = root;
    for (let i = 0; i < keys.length; i++) {
      const last = i === keys.length - 1;
      let key: string | number = keys[i];
      if (Array.isArray(node)) {
        key = key === '' ? node.length : Number(key);
        if (!Number.isInteger(key)) throw badRequest(`Malformed query parameter "${rawKey}".`, rawKey);
      } else if (key === '') {
        key = String(Object.keys(node).length);
      }
      if (last) {
        (node as Record<string, Nested>)[key as string] = value;
        break;
      }
      const nextIsList = keys[i + 1] === '';
      const holder = node as Record<string, Nested>;
      let child = holder[key as string];
      if (child === undefined || typeof child === 'string') {
        child = nextIsList ? [] : Object.create(null);
        holder[key as string] = child;
      }
      node = child as Record<string, Nested> | Nested[];
    }
  }
  return root;
}

export const isObject = (v: Nested | undefined): v is { [key: string]: Nested } =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
