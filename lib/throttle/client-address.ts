import 'server-only';
import { BlockList, isIP } from 'node:net';
import { config } from '@/lib/config';

/**
 * The visitor's address, for per-address limits. Behind Varnish or a CDN it arrives in
 * X-Forwarded-For, each proxy appending the address it was called from; read from the right, the
 * first entry that is not one of TRUSTED_PROXIES is the visitor (entries further left were written
 * by the client and may be invented). Next fills X-Forwarded-For with the socket's address only
 * when a request has none, so a site reachable WITHOUT its proxy takes a client's own header as
 * is: there, an attacker can invent addresses and only the per-account limits hold. Keep the
 * instances reachable only through the proxy (README, reliability and security).
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

export function clientAddress(headers: Headers): string {
  const list = trustedProxies();
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').slice(-20).map(normalise);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i];
    if (hop === null) return 'unknown';
    if (!list.check(hop, isIP(hop) === 6 ? 'ipv6' : 'ipv4')) return hop;
  }
  return hops.find((h): h is string => h !== null) ?? 'unknown';
}
