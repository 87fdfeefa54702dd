import { isIP } from 'node:net';

/**
 * What a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64 (the
 * network any home connection is given: counting each of its addresses on its own would let one
 * visitor be billions of addresses). Anything else (`unknown`) as it is.
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // an IPv4 tail (::ffff:1.2.3.4) lies beyond the /64: it is dropped with the rest
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (g.includes('.') ? '0' : String(parseInt(g || '0', 16).toString(16))))
    .join(':')}::/64`;
}
