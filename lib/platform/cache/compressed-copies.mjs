// @ts-check
/**
 * A cached page's gzip and Brotli bytes, made once when the page is stored (not on every answer,
 * as the `compression` middleware does: a quarter to a half of one process's time with browsers'
 * `Accept-Encoding: gzip, br`). The route cache makes them (route-cache.mjs), the entry codec keeps
 * them beside the page, and the copies are attached to the very Buffer the cache hands Next, so
 * that the response layer (lib/platform/http/compression.ts) can tell a cached page's bytes when Next
 * writes them and send a copy instead.
 */
import { Worker } from 'node:worker_threads';
import zlib from 'node:zlib';

/** @typedef {{ br: Buffer, gzip: Buffer }} Copies */

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
 * The copies are made in a worker thread of their own, with zlib's synchronous calls: not with its
 * asynchronous ones, which wait their turn in libuv's thread pool (4 threads) with every file read
 * and with the compression of every uncached answer. Made there, the copies of the first visits after
 * a start (six parts of each page, in two encodings) and of the build's scripts filled the pool, and
 * reads of pages and scripts waited seconds behind them on a loaded machine (the e2e tests clicked
 * links that did not navigate in time). The worker makes one copy at a time: the copies of a page
 * just stored go first (made after it is stored and sent: route-cache.mjs); the others (`later`:
 * pages read from the build or stored by another instance, the build's scripts) wait their turn.
 * The worker and the turns are kept on globalThis: this module is loaded twice (by Node for the
 * cache handler, in the server's bundle for the response layer).
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const zlib = require('node:zlib');
parentPort.on('message', ({ id, bytes, brotli, gzip }) => {
  try {
    const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const br = zlib.brotliCompressSync(input, { params: brotli });
    parentPort.postMessage({ id, br, gzip: zlib.gzipSync(input, gzip) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message) });
  }
});`;

/** @typedef {{ bytes: Buffer, resolve: (copies: Copies) => void, reject: (error: unknown) => void }} Job */
/**
 * @typedef {object} Turns
 * @property {Job[]} now copies of pages just stored
 * @property {Job[]} later copies nothing waits for
 * @property {boolean} busy
 * @property {Worker | null} worker
 * @property {number} nextId
 * @property {Map<number, { resolve: (copies: Copies) => void, reject: (error: unknown) => void }>} waiting
 */

const TURNS = Symbol.for('theatre.compressedCopies.turns');
const REGISTRY = Symbol.for('theatre.compressedCopies');
/** `globalThis`, seen as the holder of the one worker and registry per process */
const holder = /** @type {{ [TURNS]?: Turns, [REGISTRY]?: WeakMap<Buffer, Copies> }} */ (globalThis);

const shared = (holder[TURNS] ??= {
  now: [],
  later: [],
  busy: false,
  worker: null,
  nextId: 0,
  waiting: new Map(),
});

function worker() {
  if (shared.worker) return shared.worker;
  const thread = new Worker(WORKER_SOURCE, { eval: true, name: 'compressed-copies' });
  // the thread never keeps the process alive: a server that stops does not wait for a copy
  thread.unref();
  thread.on(
    'message',
    (/** @type {{ id: number, error?: string, br: Uint8Array, gzip: Uint8Array }} */ { id, error, br, gzip }) => {
      const job = shared.waiting.get(id);
      shared.waiting.delete(id);
      if (error) job?.reject(new Error(error));
      else
        job?.resolve({
          br: Buffer.from(br.buffer, br.byteOffset, br.byteLength),
          gzip: Buffer.from(gzip.buffer, gzip.byteOffset, gzip.byteLength),
        });
    },
  );
  /** @param {unknown} error */
  const lost = (error) => {
    if (shared.worker !== thread) return;
    shared.worker = null;
    for (const job of shared.waiting.values())
      job.reject(error instanceof Error ? error : new Error('copy worker stopped'));
    shared.waiting.clear();
  };
  thread.on('error', lost);
  thread.on('exit', lost);
  shared.worker = thread;
  return thread;
}

/** @param {Buffer} bytes */
const brotliParams = (bytes) => ({
  [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
});

/** @param {Buffer} bytes @returns {Promise<Copies>} */
function compress(bytes) {
  return new Promise((resolve, reject) => {
    const id = shared.nextId++;
    shared.waiting.set(id, { resolve, reject });
    // A part of a stored entry is a view into the whole entry's bytes, and posting a view copies
    // all of its memory: copy the part alone, once, and hand that copy over without another.
    const own = new Uint8Array(bytes);
    worker().postMessage({ id, bytes: own, brotli: brotliParams(bytes), gzip: { level: GZIP_LEVEL } }, [own.buffer]);
  });
}

async function takeTurns() {
  shared.busy = true;
  for (let next = shared.now.shift() ?? shared.later.shift(); next; next = shared.now.shift() ?? shared.later.shift()) {
    await compress(next.bytes).then(next.resolve, next.reject);
  }
  shared.busy = false;
}

/**
 * @param {Buffer | undefined} bytes
 * @param {{ later?: boolean }} [options] `later`: for copies nothing waits for
 * @returns {Promise<Copies | undefined>} none for bytes too few to be worth it
 */
export function makeCopies(bytes, { later = false } = {}) {
  if (!bytes || bytes.length < MIN_COPY_BYTES) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    (later ? shared.later : shared.now).push({ bytes, resolve, reject });
    if (!shared.busy) void takeTurns();
  });
}

/**
 * Bytes -> their copies. Held on globalThis: Node loads the cache handler as a file of its own, and
 * the response layer is part of the server's bundle, each with its own copy of this module.
 */
const registry = (holder[REGISTRY] ??= new WeakMap());

/**
 * Marks `bytes` (the Buffer Next will be handed) as having these copies; returns `bytes`.
 * @param {Buffer} bytes
 * @param {Copies | undefined} copies
 * @returns {Buffer}
 */
export function attachCopies(bytes, copies) {
  if (copies) registry.set(bytes, copies);
  return bytes;
}

/**
 * The copies made for exactly this Buffer, if any.
 * @param {unknown} bytes
 * @returns {Copies | undefined}
 */
export function copiesOf(bytes) {
  return bytes instanceof Buffer ? registry.get(bytes) : undefined;
}
