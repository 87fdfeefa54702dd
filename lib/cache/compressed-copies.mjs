/**
 * A cached page's gzip and Brotli bytes, made once when the page is stored (not on every answer,
 * as the `compression` middleware does: a quarter to a half of one process's time with browsers'
 * `Accept-Encoding: gzip, br`). The route cache makes them (route-cache.mjs), the entry codec keeps
 * them beside the page, and the copies are attached to the very Buffer the cache hands Next, so
 * that the response layer (lib/http/compression.ts) can tell a cached page's bytes when Next
 * writes them and send a copy instead.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The encodings a copy is made in, the preferred first (Brotli: 20 to 25% smaller than gzip here). */
export const COPY_ENCODINGS = /** @type {const} */ (['br', 'gzip']);

/**
 * Brotli's quality: 6 makes a 118 kB page 17.3 kB in about 4 ms; 11 makes it 15.6 kB in 650 ms, and
 * a page is stored again on every refresh (every 15 minutes, and on each edit).
 */
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 9;
/** Below this the compression middleware sends bytes as they are (its threshold), and so do we. */
export const MIN_COPY_BYTES = 1024;

/**
 * Copies are made one at a time, one encoding after the other: zlib works in libuv's thread pool
 * (4 threads), which every file read shares. Made all at once, the copies of the first visits
 * after a start (six parts of each page, in two encodings) and of the build's scripts filled it,
 * and the reads of pages and scripts waited seconds behind them on a loaded machine (the e2e tests
 * clicked links that did not navigate in time). The copies of a page just stored go first (made
 * after it is stored and sent: route-cache.mjs); the others (`later`: pages read from the build or
 * stored by another instance, the build's scripts) wait their turn. The turns are kept on
 * globalThis: this module is loaded twice (by Node for the cache handler, in the server's bundle for
 * the response layer).
 */
const turns = (globalThis[Symbol.for('theatre.compressedCopies.turns')] ??= { now: [], later: [], busy: false });

async function takeTurns() {
  turns.busy = true;
  for (let next = turns.now.shift() ?? turns.later.shift(); next; next = turns.now.shift() ?? turns.later.shift()) {
    await next.job().then(next.resolve, next.reject);
  }
  turns.busy = false;
}

/**
 * @param {Buffer | undefined} bytes
 * @param {{ later?: boolean }} [options] `later`: for copies nothing waits for
 * @returns {Promise<{ br: Buffer, gzip: Buffer } | undefined>} none for bytes too few to be worth it
 */
export function makeCopies(bytes, { later = false } = {}) {
  if (!bytes || bytes.length < MIN_COPY_BYTES) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    (later ? turns.later : turns.now).push({ job: () => compress(bytes), resolve, reject });
    if (!turns.busy) void takeTurns();
  });
}

async function compress(bytes) {
  const br = await brotli(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  return { br, gzip: await gzip(bytes, { level: GZIP_LEVEL }) };
}

/**
 * Bytes -> their copies. Held on globalThis: Node loads the cache handler as a file of its own, and
 * the response layer is part of the server's bundle, each with its own copy of this module.
 * @type {WeakMap<Buffer, { br: Buffer, gzip: Buffer }>}
 */
const registry = (globalThis[Symbol.for('theatre.compressedCopies')] ??= new WeakMap());

/** Marks `bytes` (the Buffer Next will be handed) as having these copies; returns `bytes`. */
export function attachCopies(bytes, copies) {
  if (copies) registry.set(bytes, copies);
  return bytes;
}

/** The copies made for exactly this Buffer, if any. */
export function copiesOf(bytes) {
  return registry.get(bytes);
}
