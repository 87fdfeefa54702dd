// @ts-check
/**
 * Cache entries as one run of bytes, for the disk and for Redis: a 4-byte length, a JSON head
 * (what the entry is, its headers and times) and then its binary parts one after another (a page's
 * HTML, its RSC payload, each prefetch segment, and the gzip and Brotli copies of those a browser
 * asks for). Buffers and the segments' Map survive the round trip, which plain JSON would lose
 * ("segmentData.get is not a function" in Next's words).
 */
import { attachCopies, COPY_ENCODINGS } from './compressed-copies.mjs';

/** @typedef {import('./compressed-copies.mjs').Copies} Copies */

/** A page whose HTML Node writes faster as bytes than as a string, with room for the response head. */
export const BYTES_FROM_CHARACTERS = 48 * 1024;

// Next's cache values are opaque to the site: typed loosely (`any`) on purpose.
/**
 * @typedef {object} RouteEntry
 * @property {any} value
 * @property {number} lastModified
 * @property {{ revalidate?: number | false, expire?: number } | undefined} cacheControl
 */
/**
 * @typedef {object} DataEntry
 * @property {Buffer} value
 * @property {string[]} tags
 * @property {number} stale
 * @property {number} timestamp
 * @property {number} expire
 * @property {number} revalidate
 */
/** @typedef {[name: string, bytes: Buffer | undefined]} Part */

/**
 * @param {Record<string, unknown>} head
 * @param {Part[]} parts
 * @returns {Buffer}
 */
function frame(head, parts) {
  const named = /** @type {[string, Buffer][]} */ (parts.filter(([, bytes]) => bytes !== undefined));
  const headBytes = Buffer.from(JSON.stringify({ ...head, parts: named.map(([name, bytes]) => [name, bytes.length]) }));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(headBytes.length);
  return Buffer.concat([length, headBytes, ...named.map(([, bytes]) => bytes)]);
}

/**
 * @param {Buffer} bytes
 * @returns {{ head: { parts: [string, number][], [field: string]: any }, parts: Map<string, Buffer> }} the head as
 *   `frame` wrote it (what it holds depends on the entry's kind)
 */
function unframe(bytes) {
  const headLength = bytes.readUInt32BE(0);
  const head = JSON.parse(bytes.subarray(4, 4 + headLength).toString('utf8'));
  /** @type {Map<string, Buffer>} */
  const parts = new Map();
  let offset = 4 + headLength;
  for (const [name, length] of head.parts) {
    parts.set(name, bytes.subarray(offset, offset + length));
    offset += length;
  }
  return { head, parts };
}

/**
 * A part an entry cannot be without; a missing one means the bytes are not an entry of this codec.
 * @param {Map<string, Buffer>} parts
 * @param {string} name
 * @returns {Buffer}
 */
function required(parts, name) {
  const bytes = parts.get(name);
  if (!bytes) throw new Error(`cache entry without its ${name} part`);
  return bytes;
}

/** @param {string | Uint8Array | undefined} value */
const asBytes = (value) => (value === undefined ? undefined : Buffer.isBuffer(value) ? value : Buffer.from(value));

/** A part's copy is the part `<encoding>:<name>` (`br:html`, `gzip:segment:/x`): no segment path starts so. */
/** @param {string} encoding @param {string} name */
const copyName = (encoding, name) => `${encoding}:${name}`;
/** @param {string} name */
const isCopyName = (name) => COPY_ENCODINGS.some((encoding) => name.startsWith(`${encoding}:`));

/**
 * The parts with, after them, the copies `copies` names for any of them (`{ [part name]: copies }`).
 * @param {Part[]} named
 * @param {Record<string, Copies>} [copies]
 * @returns {Part[]}
 */
function withCopyParts(named, copies = {}) {
  const copyParts = named.flatMap(([name]) =>
    copies[name]
      ? COPY_ENCODINGS.map((encoding) => /** @type {Part} */ ([copyName(encoding, name), copies[name][encoding]]))
      : [],
  );
  return [...named, ...copyParts];
}

/**
 * Each part read back with its copies (when stored) attached to the very Buffer Next will be handed.
 * @param {Map<string, Buffer>} parts
 */
function attachStoredCopies(parts) {
  for (const [name, bytes] of parts) {
    if (isCopyName(name)) continue;
    const br = parts.get(copyName('br', name));
    const gzip = parts.get(copyName('gzip', name));
    if (br && gzip) attachCopies(bytes, { br, gzip });
  }
}

/**
 * A page's HTML as Next gets it: a string, or, for a large page, its UTF-8 bytes. Node joins the
 * response head to a string body and encodes the joined string; once that string takes 128 kB in
 * V8 (64 K characters when it holds any character beyond Latin-1, as every page here does) V8
 * copies it into its large-object space on every response: 0.35 to 0.5 ms for a 70 to 110 kB page,
 * half of Next's time serving it, against 0.03 ms for the same bytes. Given bytes, Next streams
 * them (chunked), a fixed 0.05 to 0.1 ms more than a small string: so pages under 48 K characters
 * stay strings. Decided once, when the entry is read into memory.
 * @param {Buffer} bytes
 * @returns {string | Buffer}
 */
function servedHtml(bytes) {
  const text = bytes.toString('utf8');
  return text.length < BYTES_FROM_CHARACTERS ? text : bytes;
}

/**
 * A page's parts by the names they are stored under: `html`, `rsc`, `segment:<path>`.
 * @param {any} value a page's cache value as Next gives it
 * @returns {Part[]}
 */
export function pageParts(value) {
  /** @type {Map<string, Uint8Array>} */
  const segmentData = value.segmentData ?? new Map();
  /** @type {Part[]} */
  const segments = [...segmentData].map(([path, bytes]) => [`segment:${path}`, asBytes(bytes)]);
  return [['html', asBytes(value.html)], ['rsc', asBytes(value.rscData)], ...segments];
}

/**
 * A route cache entry (`{ value, lastModified, cacheControl }`, value as Next gives it) as bytes;
 * `copies`: the compressed copies of some of a page's parts, by part name (compressed-copies.mjs).
 * @param {RouteEntry & { copies?: Record<string, Copies> }} entry
 * @returns {Buffer}
 */
export function encodeRouteEntry({ value, lastModified, cacheControl, copies }) {
  const { kind } = value;
  const head = { v: 1, lastModified, cacheControl, kind, status: value.status, headers: value.headers };
  if (kind === 'APP_PAGE') {
    return frame(
      { ...head, postponed: value.postponed, hasSegments: Boolean(value.segmentData) },
      withCopyParts(pageParts(value), copies),
    );
  }
  if (kind === 'APP_ROUTE') return frame(head, [['body', asBytes(value.body)]]);
  if (kind === 'PAGES') return frame({ ...head, pageData: value.pageData }, [['html', asBytes(value.html)]]);
  return frame({ ...head, value }, []);
}

/**
 * The entry back, its HTML already in the form Next is handed it.
 * @param {Buffer} bytes
 * @returns {RouteEntry}
 */
export function decodeRouteEntry(bytes) {
  const { head, parts } = unframe(bytes);
  const { kind, status, headers } = head;
  let value;
  if (kind === 'APP_PAGE') {
    attachStoredCopies(parts);
    /** @type {Map<string, Buffer> | undefined} */
    const segmentData = head.hasSegments ? new Map() : undefined;
    for (const [name, part] of parts)
      if (name.startsWith('segment:')) segmentData?.set(name.slice('segment:'.length), part);
    // A partly prerendered page's HTML is a shell Next resumes per request: left a string. With its
    // compressed copies, the HTML is the Buffer they are attached to, whatever its size: the
    // response layer sends it (or a copy) in one write with its length.
    const stored = required(parts, 'html');
    const html =
      typeof head.postponed === 'string'
        ? stored.toString('utf8')
        : parts.has(copyName('gzip', 'html'))
          ? stored
          : servedHtml(stored);
    value = { kind, html, rscData: parts.get('rsc'), postponed: head.postponed, headers, status, segmentData };
  } else if (kind === 'APP_ROUTE') {
    value = { kind, body: parts.get('body'), headers, status };
  } else if (kind === 'PAGES') {
    value = { kind, html: required(parts, 'html').toString('utf8'), pageData: head.pageData, headers, status };
  } else {
    value = head.value;
  }
  return { value, lastModified: head.lastModified, cacheControl: head.cacheControl };
}

/**
 * A `'use cache'` entry (its value already read into bytes) as bytes.
 * @param {DataEntry} entry
 * @returns {Buffer}
 */
export function encodeDataEntry({ value, tags, stale, timestamp, expire, revalidate }) {
  return frame({ v: 1, tags, stale, timestamp, expire, revalidate }, [['value', value]]);
}

/**
 * @param {Buffer} bytes
 * @returns {DataEntry}
 */
export function decodeDataEntry(bytes) {
  const { head, parts } = unframe(bytes);
  // JSON writes Infinity ("never") as null
  /** @param {number | null} time */
  const never = (time) => time ?? Infinity;
  const { tags, timestamp } = head;
  return {
    value: required(parts, 'value'),
    tags,
    stale: never(head.stale),
    timestamp,
    expire: never(head.expire),
    revalidate: never(head.revalidate),
  };
}
