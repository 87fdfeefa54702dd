// @ts-check
// @ts-check
/**
 * What `next build` prerendered, read-only: the pages and route handlers the build wrote under
 * `server/app` (`<path>.html`, `.rsc`, `.meta`, `.segments/`, or `.body` for a route handler),
 * each naming in its metadata the cache key it answers for (`routeCache.key`). Next's own cache
 * reads these "build seeds" when its store has nothing for a key; a handler of its own must too,
 * or every prerendered page would be rendered again on its first visit after a start.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * `/route-cache/APP_PAGE/<hash>/$/zh-hans/news` -> `/zh-hans/news`; null for any other key.
 * @param {string} key
 */
function pathOfKey(key) {
  const marker = key.indexOf('/$/');
  if (!key.startsWith('/route-cache/') || marker === -1) return null;
  return key.slice(marker + 2);
}

/**
 * What the build wrote in a page's or route handler's `.meta` (the parts read here).
 * @typedef {object} BuildMeta
 * @property {{ key?: string, isFallback?: boolean }} [routeCache]
 * @property {number} [routeCacheLastModified]
 * @property {unknown} [postponed]
 * @property {Record<string, string | string[]>} [headers]
 * @property {number} [status]
 * @property {string[]} [segmentPaths]
 */

/** @param {string} file */
const readOptional = (file) => readFile(file).catch(() => undefined);

/**
 * The build's entry for a route cache key (`{ value, lastModified, cacheControl }` as a cache
 * handler answers), or null when the build made none. Reads files under `serverDistDir/app` only.
 * @param {string | undefined} serverDistDir
 * @param {string} key
 * @param {import('./route-cache.mjs').LookupContext} ctx
 * @returns {Promise<import('./entry-codec.mjs').RouteEntry | null>}
 */
export async function readBuildSeed(serverDistDir, key, ctx) {
  if (!serverDistDir || (ctx.kind !== 'APP_PAGE' && ctx.kind !== 'APP_ROUTE')) return null;
  const path = pathOfKey(key);
  if (!path || path.includes('\0') || path.split('/').includes('..')) return null;
  const base = join(serverDistDir, 'app', path);
  if (!base.startsWith(join(serverDistDir, 'app'))) return null;
  try {
    /** @type {BuildMeta} */
    const meta = JSON.parse(await readFile(`${base}.meta`, 'utf8'));
    if (meta.routeCache?.key !== key || Boolean(meta.routeCache.isFallback) !== Boolean(ctx.isFallback)) return null;
    // A member page's shell (postponed parts): such a page is rendered whole per request, as
    // it was under Next's own handler; a prerendered shell carries no script nonce.
    if (typeof meta.postponed === 'string') return null;
    const primary = ctx.kind === 'APP_ROUTE' ? `${base}.body` : `${base}.html`;
    const lastModified = meta.routeCacheLastModified ?? (await stat(primary)).mtimeMs;
    if (ctx.kind === 'APP_ROUTE') {
      return {
        lastModified,
        cacheControl: undefined, // the build records none with a seed
        value: { kind: 'APP_ROUTE', body: await readFile(primary), headers: meta.headers, status: meta.status },
      };
    }
    const withRsc = !ctx.isFallback && (!ctx.isRoutePPREnabled || meta.postponed == null);
    /** @type {Map<string, Buffer> | undefined} */
    const segmentData = meta.segmentPaths ? new Map() : undefined;
    await Promise.all(
      (meta.segmentPaths ?? []).map(async (segment) => {
        const bytes = await readOptional(`${base}.segments${segment}.segment.rsc`);
        if (bytes) segmentData?.set(segment, bytes);
      }),
    );
    return {
      lastModified,
      cacheControl: undefined,
      value: {
        kind: 'APP_PAGE',
        html: await readFile(primary, 'utf8'),
        rscData: withRsc ? await readOptional(`${base}.rsc`) : undefined,
        postponed: meta.postponed,
        headers: meta.headers,
        status: meta.status,
        segmentData,
      },
    };
  } catch {
    return null;
  }
}
