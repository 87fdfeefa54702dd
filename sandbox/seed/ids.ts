import { createHash } from 'node:crypto';

/** A UUID (v5-shaped) that is always the same for the same name, so seed ids are stable across resets. */
export function stableUuid(name: string): string {
  const h = createHash('sha1').update(`theatre-sandbox:${name}`).digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
