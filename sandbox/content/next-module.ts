/**
 * Drupal's `next` module (drupal/next 2.x), as far as the site relies on it:
 * - its revalidators, called on every change visitors can see: the cache-tag revalidator
 *   `GET {revalidateUrl}?tags=node:12,node_list,node_list:news&secret=...` (the entity's own cache
 *   tag and its list tags, as Drupal core names them) or the path revalidator
 *   `GET {revalidateUrl}?path=/en/news/x&secret=...` (the saved translation's URL);
 * - its Simple OAuth preview URL generator: `{draftUrl}?path=...&timestamp=...&secret=<HMAC>&plugin=simple_oauth&locale=...&defaultLocale=...&resourceVersion=...`,
 *   the HMAC over timestamp . path . resourceVersion with a key of its own (Drupal: the private key
 *   and the hash salt), as Drupal's `Crypt::hmacBase64`;
 * - `POST /next/draft-url` (and the older `/next/preview-url`), which checks such a link: 200
 *   `{path, maxAge}` or 422 `{message}`;
 * - its iframe site previewer on a node's admin page (`/node/12`, `/node/12/latest`).
 * See modules/next in chapter-three/next-drupal: Plugin/Next/Revalidator/{CacheTag,Path}.php,
 * Plugin/Next/PreviewUrlGenerator/SimpleOauth.php, Entity/NextSite.php.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { getMeta, setMeta } from '../db';
import { hasPreviewToken, langPrefix } from './jsonapi/request';
import { findNodeByNid, latestRevision } from './store';
import { bundleOf, DEFAULT_LANG, type Entity } from './types';

/** The Simple OAuth generator's "secret expiration time": how long a preview link is valid (s). */
export const DRAFT_LINK_TTL_SECONDS = 300;

export type Revalidator = 'cache_tag' | 'path';

/** The key the preview links are signed with: made once per database, never leaves the sandbox. */
function privateKey(ctx: SandboxContext): string {
  let key = getMeta(ctx.db, 'next_private_key');
  if (!key) {
    key = randomBytes(32).toString('base64url');
    setMeta(ctx.db, 'next_private_key', key);
  }
  return key;
}

/** Drupal's Crypt::hmacBase64: HMAC-SHA256, base64 with `+/` as `-_` and no padding. */
function hmacBase64(data: string, key: string): string {
  return createHmac('sha256', key).update(data).digest('base64url');
}

const sign = (ctx: SandboxContext, timestamp: string | number, path: string, version: string) =>
  hmacBase64(`${timestamp}${path}${version}`, privateKey(ctx));

/** A node translation's URL as Drupal's `toUrl()` gives it: language prefix, then alias or /node/N. */
export function entityUrl(e: Entity): string {
  return `${langPrefix(e.langcode)}${e.alias ?? `/node/${e.internalId}`}`;
}

/**
 * The resourceVersion the module puts in a preview link of this revision (NextSite::getPreviewUrlForEntity):
 * the default revision is `rel:latest-version`, a later one `rel:working-copy`, an older one `id:<vid>`.
 */
export function resourceVersionOf(ctx: SandboxContext, current: Entity, vid: number): string {
  if (vid === current.vid) return 'rel:latest-version';
  if (vid === latestRevision(ctx, current).vid) return 'rel:working-copy';
  return `id:${vid}`;
}

/** The preview link an editor gets for a node translation (the iframe's src in Drupal's previewer). */
export function previewLink(
  ctx: SandboxContext,
  e: Entity,
  options: { resourceVersion: string; timestamp?: number },
): { url: string; path: string; timestamp: number; resourceVersion: string } {
  const path = entityUrl(e);
  const timestamp = options.timestamp ?? Math.floor(ctx.now() / 1000);
  const query = new URLSearchParams({
    path,
    timestamp: String(timestamp),
    secret: sign(ctx, timestamp, path, options.resourceVersion),
    plugin: 'simple_oauth',
    locale: e.langcode,
    defaultLocale: DEFAULT_LANG,
    resourceVersion: options.resourceVersion,
  });
  const base = ctx.config.draftUrl ?? '/api/draft';
  return { url: `${base}?${query}`, path, timestamp, resourceVersion: options.resourceVersion };
}

/** SimpleOauth::validate: the link's fields as the site POSTs them. */
function validate(ctx: SandboxContext, body: Record<string, unknown>): { path: string; maxAge: number } | string {
  const field = (name: string) =>
    typeof body[name] === 'string' || typeof body[name] === 'number' ? String(body[name]) : '';
  const path = field('path');
  const timestamp = field('timestamp');
  const secret = field('secret');
  if (!path) return "Field 'path' is missing";
  if (!timestamp) return "Field 'timestamp' is missing";
  if (Math.floor(ctx.now() / 1000) > Number.parseInt(timestamp, 10) + DRAFT_LINK_TTL_SECONDS)
    return 'The provided secret has expired.';
  if (!secret) return "Field 'secret' is missing";
  const expected = Buffer.from(sign(ctx, timestamp, path, field('resourceVersion')));
  const given = Buffer.from(secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'The provided secret is invalid.';
  return { path, maxAge: DRAFT_LINK_TTL_SECONDS };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The module's iframe site previewer, on a node's page in the Drupal admin (`/node/12`,
 * `/en/node/12`; Content Moderation's "Latest version" tab `/node/12/latest`): the site in an
 * iframe. An editor (the preview token: Drupal's editor session) gets the preview link of the
 * revision that page shows (the default one, or on `/latest` the latest); anyone else the live URL
 * (the site entity's base URL and the node's path), and nothing for an unpublished node, as
 * NextSite::getPreviewUrlForEntity does.
 */
function previewerPage(ctx: SandboxContext, req: Request, nid: number, lang: string, latest: boolean): Response {
  const translations = findNodeByNid(ctx, nid);
  const current = translations.find((t) => t.langcode === lang) ?? translations.find((t) => t.isDefaultTranslation);
  if (!current) return new Response('Page not found', { status: 404 });
  const editor = hasPreviewToken(ctx, req);
  const shown = latest ? latestRevision(ctx, current) : current;
  let src: string;
  if (editor) src = previewLink(ctx, current, { resourceVersion: resourceVersionOf(ctx, current, shown.vid) }).url;
  else if (!current.status || latest) return new Response('Access denied', { status: 403 });
  else src = `${ctx.config.draftUrl ? new URL(ctx.config.draftUrl).origin : ''}${entityUrl(current)}`;
  const title = escapeHtml(String(shown.attributes.title ?? ''));
  const body = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title} | Drupal</title></head><body>
<div class="next-site-preview-toolbar"><p>${title} (${escapeHtml(bundleOf(current.type))})</p><a href="${escapeHtml(src)}" target="_blank" rel="nofollow">View</a></div>
<iframe class="next-site-preview-iframe" src="${escapeHtml(src)}" width="100%" height="900" frameborder="0"></iframe>
</body></html>`;
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** `POST /next/draft-url` and `/next/preview-url` (no credential: Drupal's route is open to anyone). */
export function nextModuleRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  const check = async (c: { req: { text: () => Promise<string> } }) => {
    let body: unknown = null;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      // Drupal's Json::decode gives null: every field is missing
    }
    const verdict = validate(ctx, body && typeof body === 'object' ? (body as Record<string, unknown>) : {});
    return typeof verdict === 'string'
      ? Response.json({ message: verdict }, { status: 422 })
      : Response.json(verdict, { status: 200 });
  };
  for (const path of ['/next/draft-url', '/next/preview-url']) {
    app.post(path, (c) => check(c));
    app.all(path, () => Response.json({ message: 'Method Not Allowed' }, { status: 405, headers: { Allow: 'POST' } }));
  }
  for (const [prefix, lang] of [
    ['', DEFAULT_LANG],
    ['/en', 'en'],
  ] as const) {
    app.get(`${prefix}/node/:nid{[0-9]+}`, (c) =>
      previewerPage(ctx, c.req.raw, Number(c.req.param('nid')), lang, false),
    );
    app.get(`${prefix}/node/:nid{[0-9]+}/latest`, (c) =>
      previewerPage(ctx, c.req.raw, Number(c.req.param('nid')), lang, true),
    );
  }
  return app;
}

/**
 * Calls the site's revalidate URL the way the module's revalidator does after an entity save or
 * delete (`changed`: the saved translations of one node): the cache-tag revalidator once, with the
 * node's tags; the path revalidator once per translation. GET, the secret in the query. Fire and
 * forget: a failure is only logged (the module logs anything but a 200 as a failure).
 */
export function revalidate(ctx: SandboxContext, changed: Entity[], revalidator: Revalidator): void {
  const base = ctx.config.revalidateUrl;
  if (!base || changed.length === 0) return;
  const queries: Record<string, string>[] =
    revalidator === 'path'
      ? [...new Set(changed.map(entityUrl))].map((path) => ({ path }))
      : [
          {
            tags: [
              `node:${changed[0].internalId}`,
              'node_list',
              ...new Set(changed.map((e) => `node_list:${bundleOf(e.type)}`)),
            ].join(','),
          },
        ];
  for (const query of queries) {
    let url: URL;
    try {
      url = new URL(base);
    } catch {
      return; // a bad URL must not break an edit
    }
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    if (ctx.config.revalidateSecret) url.searchParams.set('secret', ctx.config.revalidateSecret);
    fetch(url, { method: 'GET' }).then(
      async (response) => {
        await response.arrayBuffer().catch(() => undefined);
        if (response.status !== 200)
          console.warn(`[next] revalidation ${JSON.stringify(query)} answered ${response.status}`);
      },
      (error: Error) => console.warn(`[next] revalidation ${JSON.stringify(query)} failed: ${error.message}`),
    );
  }
}
