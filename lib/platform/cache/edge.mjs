// @ts-check
/**
 * The edge cache (Varnish with vmod_xkey; a CDN's `Surrogate-Key` or `Cache-Tag` is the same idea):
 * every page served from the route cache names its cache tags in `xkey` headers, and the webhook
 * purges the edge by those tags after it has expired them here. `all` is on every page, so one
 * purge can empty the edge (after a deploy). Only with EDGE_PURGE_URLS set: browsers are never
 * sent the tags (the edge removes the header, ops/varnish/site.vcl).
 */
import { createHash } from 'node:crypto';
import { logger } from '../observability/log.mjs';
import { countEdgePurge } from '../observability/metrics.mjs';
import { cacheSettings } from '../config/cache-settings.mjs';

export const EDGE_KEY_ALL = 'all';
/** Next's implicit path tags (`_N_T_/...`): this site expires none of them. */
const IMPLICIT_TAG = '_N_T_';
/** xkey splits on spaces and commas; an alias tag holds a path, which may contain either. */
const PLAIN_KEY = /^[\w:./-]{1,120}$/;
/** Header lines stay short: Varnish refuses a header past http_resp_hdr_len. */
const LINE_CHARACTERS = 2000;
const PURGE_KEYS_PER_REQUEST = 100;
const PURGE_TIMEOUT_MS = 2000;

/** Whether any edge is to be purged (EDGE_PURGE_URLS). */
export function edgeEnabled() {
  return cacheSettings().EDGE_PURGE_URLS.length > 0;
}

/**
 * A cache tag as an edge key: itself when it is plain, else a short hash of it.
 * @param {string} tag
 * @returns {string}
 */
export function edgeKey(tag) {
  return PLAIN_KEY.test(tag) ? tag : `h:${createHash('sha256').update(tag).digest('hex').slice(0, 24)}`;
}

/**
 * The `xkey` header lines for an entry with these cache tags.
 * @param {string[]} tags
 * @returns {string[]}
 */
export function edgeKeyLines(tags) {
  const keys = [EDGE_KEY_ALL, ...new Set(tags.filter((tag) => !tag.startsWith(IMPLICIT_TAG)).map(edgeKey))];
  const lines = [];
  let line = '';
  for (const key of keys) {
    if (line && line.length + key.length + 1 > LINE_CHARACTERS) {
      lines.push(line);
      line = '';
    }
    line = line ? `${line} ${key}` : key;
  }
  lines.push(line);
  return lines;
}

export class EdgePurgeFailed extends Error {
  /**
   * @param {string} message
   * @param {ErrorOptions} [options]
   */
  constructor(message, options) {
    super(message, options);
    this.name = 'EdgePurgeFailed';
  }
}

/**
 * A page an instance was sending the edge while the tags expired, or sent before it heard of the
 * change (pub/sub, or its poll every 250 ms), is stored by the edge after the purge and would be
 * served for its whole time to live: every purge is repeated this long after.
 */
export const REPURGE_AFTER_MS = 2000;

/**
 * Purges every edge in EDGE_PURGE_URLS of the objects carrying any of `tags`, and again
 * REPURGE_AFTER_MS later (in the background); throws when an edge refused or did not answer.
 * @param {string[]} tags
 * @returns {Promise<void>}
 */
export async function purgeEdge(tags) {
  await purgeOnce(tags);
  setTimeout(() => {
    purgeOnce(tags).catch((error) => logger.warn('second edge purge failed', { error_message: error.message }));
  }, REPURGE_AFTER_MS).unref();
}

/**
 * The secret the edge asks of a purge (EDGE_PURGE_SECRET, ops/varnish/site.vcl), when there is one.
 * @returns {Record<string, string>}
 */
function purgeSecretHeader() {
  const secret = cacheSettings().EDGE_PURGE_SECRET;
  return secret ? { 'x-purge-secret': secret } : {};
}

/** @param {string[]} tags */
async function purgeOnce(tags) {
  const keys = [...new Set(tags.map(edgeKey))];
  /** @type {Promise<void>[]} */
  const requests = [];
  for (const origin of cacheSettings().EDGE_PURGE_URLS) {
    for (let i = 0; i < keys.length; i += PURGE_KEYS_PER_REQUEST) {
      const batch = keys.slice(i, i + PURGE_KEYS_PER_REQUEST).join(' ');
      requests.push(
        fetch(new URL('/', origin), {
          method: 'PURGE',
          headers: { xkey: batch, ...purgeSecretHeader() },
          signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
        }).then(
          async (response) => {
            await response.arrayBuffer();
            if (!response.ok) throw new EdgePurgeFailed(`${origin} answered ${response.status} to a purge`);
          },
          (cause) => {
            throw new EdgePurgeFailed(`${origin} did not take a purge: ${cause.message}`, { cause });
          },
        ),
      );
    }
  }
  const failed = (await Promise.allSettled(requests)).find((result) => result.status === 'rejected');
  countEdgePurge(failed ? 'failed' : 'ok');
  if (failed) throw failed.reason;
}
