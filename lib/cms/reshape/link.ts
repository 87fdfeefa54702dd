/**
 * Drupal's link field (`{uri, title, options}`: menu links, adverts' and sponsors' links, any link
 * field) -> what the site renders. One parser for every link, after Drupal core's `Url::fromUri`:
 *
 * - `internal:/news?x=1#y`, `internal:/` (the front page)             -> a page of this site
 * - `entity:node/12`, `route:entity.node.canonical;node=12`           -> the node's page (`/node/12`:
 *   menus resolve it to the alias, other links are redirected to it: proxy.ts)
 * - `route:<front>`                                                    -> the home page
 * - `base:sitemap.xml` (a file or path Drupal does not route)          -> that path, the same in every
 *   language (Drupal puts no language prefix on it): a plain link, not a page of the site's router
 * - `https://...`, `mailto:`, `tel:` (the link field's allowed protocols) -> an external link
 * - `route:<nolink>`, `route:<none>`, `internal:` (no path)            -> no link: a label
 * - `route:<button>`                                                    -> no link: a button
 *
 * The query string and fragment may sit in the uri or in `options` (options win on the same key,
 * as in Drupal). Anything else (another route, an entity type without pages here, `javascript:`)
 * is not a link (null): rendered as text rather than as a dead or dangerous link.
 */
import type { LinkTarget } from '../types';

/** The options of a Drupal link field (`[]` when empty, as PHP serialises an empty array). */
export type LinkOptions = { query?: unknown; fragment?: unknown } | unknown[] | null | undefined;

export type DrupalLink =
  /** a page of this site: the path inside a language ('/news', '/node/12'), with query and fragment */
  | { kind: 'site'; path: string }
  /** an absolute URL elsewhere */
  | { kind: 'external'; href: string }
  /** a path outside the languages and pages (a file: /sitemap.xml), for a plain link */
  | { kind: 'file'; href: string }
  /** `route:<nolink>`: text, such as a menu parent that only groups its children */
  | { kind: 'nolink' }
  /** `route:<button>`: a button, such as a menu parent that opens its children */
  | { kind: 'button' };

/** Drupal's default allowed protocols for external links (system `filter_protocols`). */
const EXTERNAL_SCHEMES = new Set([
  'http',
  'https',
  'ftp',
  'news',
  'nntp',
  'tel',
  'telnet',
  'mailto',
  'irc',
  'ssh',
  'sftp',
  'webcal',
  'rtsp',
]);

type Parts = { path: string; query: string; fragment: string };

function splitUriRest(rest: string): Parts {
  const hash = rest.indexOf('#');
  const fragment = hash >= 0 ? rest.slice(hash + 1) : '';
  const beforeHash = hash >= 0 ? rest.slice(0, hash) : rest;
  const question = beforeHash.indexOf('?');
  return {
    path: question >= 0 ? beforeHash.slice(0, question) : beforeHash,
    query: question >= 0 ? beforeHash.slice(question + 1) : '',
    fragment,
  };
}

const encode = (value: string) => encodeURIComponent(value).replace(/%2F/gi, '/');

/** PHP-style query pairs of a (possibly nested) options.query: `a[b]=c`; a null value is the bare key. */
function queryPairs(query: unknown, parent = ''): [string, string | null][] {
  if (!query || typeof query !== 'object') return [];
  const pairs: [string, string | null][] = [];
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    const name = parent ? `${parent}[${key}]` : key;
    if (value && typeof value === 'object') pairs.push(...queryPairs(value, name));
    else if (value === null) pairs.push([name, null]);
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      pairs.push([name, String(value)]);
  }
  return pairs;
}

/** The uri's own query merged with the options' (whose keys win), as `a=1&b=2`. */
function mergedQuery(uriQuery: string, options: LinkOptions): string {
  const fromOptions = Array.isArray(options) || !options ? [] : queryPairs(options.query);
  const optionKeys = new Set(fromOptions.map(([key]) => key));
  const fromUri = uriQuery
    ? uriQuery
        .split('&')
        .filter(Boolean)
        .map((pair) => pair.split('=', 2) as [string, string?])
        .filter(([key]) => !optionKeys.has(safeDecode(key)))
        .map(([key, value]) => (value === undefined ? key : `${key}=${value}`))
    : [];
  const optionPairs = fromOptions.map(([key, value]) =>
    value === null ? encode(key) : `${encode(key)}=${encode(value)}`,
  );
  return [...fromUri, ...optionPairs].join('&');
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

function fragmentOf(uriFragment: string, options: LinkOptions): string {
  const option = !options || Array.isArray(options) ? undefined : options.fragment;
  return typeof option === 'string' && option ? option : uriFragment;
}

/** Path + query + fragment, with one leading slash (`//host` would be another site). */
function sitePath(path: string, query: string, fragment: string): DrupalLink {
  const clean = `/${path.replace(/^[/\\]+/, '')}`;
  return { kind: 'site', path: `${clean}${query ? `?${query}` : ''}${fragment ? `#${fragment}` : ''}` };
}

function fromRoute(name: string, params: string, query: string, fragment: string): DrupalLink | null {
  if (name === '<front>') return sitePath('/', query, fragment);
  if (name === '<nolink>' || name === '<none>') return { kind: 'nolink' };
  if (name === '<button>') return { kind: 'button' };
  const node = /^entity\.node\.canonical$/.test(name) ? /(?:^|&)node=(\d+)(?:&|$)/.exec(params) : null;
  return node ? sitePath(`/node/${node[1]}`, query, fragment) : null;
}

/** A Drupal link field value -> what it points at (null: not something a visitor can follow). */
export function parseDrupalLink(value: unknown): DrupalLink | null {
  const link = value && typeof value === 'object' ? (value as { uri?: unknown; options?: LinkOptions }) : null;
  const uri = typeof link?.uri === 'string' ? link.uri.trim() : '';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(uri)?.[1]?.toLowerCase();
  if (!scheme) return null;
  const rest = uri.slice(scheme.length + 1);
  const options = link?.options;

  if (EXTERNAL_SCHEMES.has(scheme)) {
    if ((scheme === 'http' || scheme === 'https') && !/^\/\/[^/?#\s]/.test(rest)) return null;
    const parts = splitUriRest(rest);
    const query = mergedQuery(parts.query, options);
    const fragment = fragmentOf(parts.fragment, options);
    return {
      kind: 'external',
      href: `${scheme}:${parts.path}${query ? `?${query}` : ''}${fragment ? `#${fragment}` : ''}`,
    };
  }

  const parts = splitUriRest(rest);
  const query = mergedQuery(parts.query, options);
  const fragment = fragmentOf(parts.fragment, options);
  switch (scheme) {
    case 'internal':
      if (parts.path === '') return { kind: 'nolink' };
      if (!parts.path.startsWith('/')) return null;
      return sitePath(parts.path === '/<front>' ? '/' : parts.path, query, fragment);
    case 'base': {
      const file = sitePath(parts.path, query, fragment);
      return file.kind === 'site' ? { kind: 'file', href: file.path } : null;
    }
    case 'entity': {
      const node = /^node\/(\d+)$/.exec(parts.path);
      return node ? sitePath(`/node/${node[1]}`, query, fragment) : null;
    }
    case 'route': {
      const [name, params = ''] = parts.path.split(';', 2);
      return fromRoute(name, params, query, fragment);
    }
    default:
      return null;
  }
}

/** A link field as the site's link target (null: not a link); a page of the site as its path inside the language. */
export function linkTarget(value: unknown): LinkTarget | null {
  const link = parseDrupalLink(value);
  if (link?.kind === 'site') return { href: link.path, external: false };
  if (link?.kind === 'external' || link?.kind === 'file') return { href: link.href, external: true };
  return null;
}
