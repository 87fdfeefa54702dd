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
 * Makes a request's X-Forwarded-For say where it came from (see above): from a trusted proxy the
 * proxy's header is kept and its own address added; from anyone else the header is the socket's
 * address alone and the client's other forwarded headers are dropped.
 */
export function stampClientAddress(req: IncomingMessage): void {
  const peer = normalise(req.socket?.remoteAddress ?? '');
  if (!peer) return;
  if (isTrusted(peer)) {
    const given = req.headers['x-forwarded-for'];
    const chain = (Array.isArray(given) ? given.join(', ') : given)?.trim();
    req.headers['x-forwarded-for'] = chain ? `${chain}, ${peer}` : peer;
    return;
  }
  for (const name of FORWARDED_HEADERS) delete req.headers[name];
  req.headers['x-forwarded-for'] = peer;
}

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
