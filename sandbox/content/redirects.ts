/**
 * The Redirect module's redirects (old path -> new target, 301 or 302, for one language or all),
 * as Drupal stores them: the source path without its leading slash or language prefix, the target
 * a link uri (`internal:/x`, `entity:node/N`, `https://...`). Editors make them by hand, and the
 * module makes one whenever a node's alias changes (mutations.ts). Decoupled Router reports them in
 * `translate-path` (router.ts).
 */
import type { SandboxContext } from '../context';

export type Redirect = { rid: number; source: string; language: string; target: string; statusCode: number };

/** Drupal's language code for "every language". */
export const LANGUAGE_NOT_SPECIFIED = 'und';

type Row = { rid: number; source: string; language: string; target: string; status_code: number };

const fromRow = (r: Row): Redirect => ({
  rid: r.rid,
  source: r.source,
  language: r.language,
  target: r.target,
  statusCode: r.status_code,
});

/** `/News/Old/` -> `news/old`: how the module keys a source (case-insensitive, no slashes at the ends). */
export function redirectSource(path: string): string {
  return path.replace(/^\/+|\/+$/g, '').toLowerCase();
}

export function addRedirect(ctx: SandboxContext, redirect: Omit<Redirect, 'rid'>): Redirect {
  // the module keeps one redirect per source and language: a new one replaces the old
  ctx.db
    .prepare('DELETE FROM cms_redirect WHERE source = ? AND language = ?')
    .run(redirectSource(redirect.source), redirect.language);
  const info = ctx.db
    .prepare('INSERT INTO cms_redirect (source, language, target, status_code) VALUES (?, ?, ?, ?)')
    .run(redirectSource(redirect.source), redirect.language, redirect.target, redirect.statusCode);
  return { ...redirect, source: redirectSource(redirect.source), rid: Number(info.lastInsertRowid) };
}

/** Removes the redirects from a path (an alias given back to a node must not redirect away from itself). */
export function removeRedirectsFrom(ctx: SandboxContext, path: string, language: string): void {
  ctx.db
    .prepare('DELETE FROM cms_redirect WHERE source = ? AND language IN (?, ?)')
    .run(redirectSource(path), language, LANGUAGE_NOT_SPECIFIED);
}

function lookup(ctx: SandboxContext, source: string, language: string): Redirect | undefined {
  const rows = ctx.db
    .prepare('SELECT * FROM cms_redirect WHERE source = ? AND language IN (?, ?)')
    .all(source, language, LANGUAGE_NOT_SPECIFIED) as Row[];
  // a redirect for the language wins over one for every language
  const row = rows.find((r) => r.language === language) ?? rows[0];
  return row && fromRow(row);
}

/**
 * RedirectRepository::findMatchingRedirect: the redirect from `path` in `language`, following a
 * chain (a target that is itself redirected) to its last redirect; a loop is no redirect at all.
 */
export function findMatchingRedirect(ctx: SandboxContext, path: string, language: string): Redirect | undefined {
  const seen = new Set<string>();
  let source = redirectSource(path);
  let found: Redirect | undefined;
  for (;;) {
    const next = lookup(ctx, source, language);
    if (!next) return found;
    if (seen.has(source)) return undefined;
    seen.add(source);
    found = next;
    const internal = /^internal:(\/[^?#]*)/.exec(next.target);
    if (!internal) return found;
    source = redirectSource(internal[1]);
  }
}
