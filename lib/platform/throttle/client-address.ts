import 'server-only';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { config } from '@/lib/platform/config/config';
import { addressKey } from './address-key';

/**
 * The visitor's address, for per-address limits: the address the request came from (the
 * socket's), unless that is one of TRUSTED_PROXIES (the site's own Varnish, a CDN), whose
 * X-Forwarded-For entries are then read from the right, skipping the trusted ones. A client's own
 * X-Forwarded-For is never believed: `stampClientAddress` (called by the HTTP guard for every
 * request, before Next sees it) replaces it with the socket's address whenever the socket is not a
 * trusted proxy, and drops the other forwarded headers such a client sent (X-Forwarded-Host,
 * -Proto, -Port, Forwarded). Next itself fills X-Forwarded-For only when a request has none, so
 * without this a direct client could name any address it liked.
 *
 * The outermost trusted proxy must replace X-Forwarded-For rather than append to it (the edge's
 * VCL does): when the visitor and the proxy share an address (one machine), every entry is
 * trusted and the leftmost one, written by that proxy, is the visitor.
 */
let trusted: { source: string; list: BlockList } | null = null;

function trustedProxies(): BlockList {
  const source = config().TRUSTED_PROXIES;
  if (trusted?.source === source) return trusted.list;
  const list = new BlockList();
  for (const entry of source
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address, bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  trusted = { source, list };
  return list;
}

function normalise(entry: string): string | null {
  let value = entry.trim();
  if (value.startsWith('['))
    value = value.slice(1, value.indexOf(']')); // [::1]:443
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  if (value.startsWith('::ffff:') && isIP(value.slice(7)) === 4) value = value.slice(7);
  return isIP(value) ? value.toLowerCase() : null;
}

const isTrusted = (address: string) => trustedProxies().check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** The forwarded headers only a trusted proxy may send. */
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'];

/**
 * When the visitor arrived, in epoch seconds with milliseconds ("1764415200.123"): written by the
 * edge (ops/varnish/site.vcl, from its one clock for every instance; for a join sent from a page
 * the edge answered itself, the arrival it signed on that page, up to 300 s before), so the
 * waiting room can order its line by arrival however late each instance gets to a join
 * (lib/platform/waiting-room/store.ts). Believed only from a trusted proxy, and only within ARRIVAL_SKEW_MS
 * of this instance's clock; otherwise the instance's own time of receipt stands in.
 */
export const ARRIVAL_HEADER = 'x-edge-arrival';
const ARRIVAL_SKEW_MS = 310_000;

const arrivalOf = (value: string | string[] | undefined): number | null => {
  const seconds = typeof value === 'string' && /^\d{9,11}(\.\d{1,6})?$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isFinite(seconds) ? Math.round(seconds * 1000) : null;
};

const stampOf = (ms: number) => (ms / 1000).toFixed(3);

/**
 * Makes a request's X-Forwarded-For say where it came from (see above): from a trusted proxy the
 * proxy's header is kept and its own address added; from anyone else the header is the socket's
 * address alone and the client's other forwarded headers are dropped. Likewise its arrival
 * (ARRIVAL_HEADER): a trusted proxy's, else this instance's time of receipt.
 */
export function stampClientAddress(req: IncomingMessage, receivedAt = Date.now()): void {
  const peer = normalise(req.socket?.remoteAddress ?? '');
  if (!peer) return;
  const stamped = arrivalOf(req.headers[ARRIVAL_HEADER]);
  if (isTrusted(peer)) {
    const given = req.headers['x-forwarded-for'];
    const chain = (Array.isArray(given) ? given.join(', ') : given)?.trim();
    req.headers['x-forwarded-for'] = chain ? `${chain}, ${peer}` : peer;
    if (stamped === null || Math.abs(stamped - receivedAt) > ARRIVAL_SKEW_MS)
      req.headers[ARRIVAL_HEADER] = stampOf(receivedAt);
    return;
  }
  for (const name of FORWARDED_HEADERS) delete req.headers[name];
  req.headers['x-forwarded-for'] = peer;
  req.headers[ARRIVAL_HEADER] = stampOf(receivedAt);
}

/** When the visitor arrived (epoch ms) as stamped (see above); `now` for a request nothing stamped. */
export const arrivalTime = (headers: Headers, now = Date.now()): number =>
  arrivalOf(headers.get(ARRIVAL_HEADER) ?? undefined) ?? now;

/** The visitor's address as stamped (see above), or 'unknown'. */
export function clientAddress(headers: Headers): string {
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').slice(-20).map(normalise);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i];
    if (hop === null) return 'unknown';
    if (!isTrusted(hop)) return hop;
  }
  return hops.find((h): h is string => h !== null) ?? 'unknown';
}

/** What a per-address limit counts for this request: the visitor's address, IPv6 by its /64 (./address-key.ts). */
export const limitAddress = (headers: Headers): string => addressKey(clientAddress(headers));
