import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares a secret sent by a caller with the configured one in constant time. */
export function matchesSecret(given: string | null | undefined, expected: string): boolean {
  if (!given) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** A secret from `Authorization: Bearer <secret>`, if any. */
export function bearerOf(request: Request): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '');
  return match ? match[1].trim() : null;
}
