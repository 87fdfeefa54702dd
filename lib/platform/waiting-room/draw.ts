import { createHash } from 'node:crypto';

/**
 * The pre-queue's draw at the opening (docs/waiting-room.md "The schedule and the draw"): a
 * Fisher-Yates shuffle of the pre-queue tickets 1..size, its random numbers taken from a stream
 * of SHA-1 blocks of the seed (32 bytes from crypto.randomBytes, given by the instance that
 * draws) and a block counter, each 32-bit word used only below the largest multiple of the range
 * (rejection: no position is likelier than another). The same rule runs in Redis
 * (./redis-store.ts DRAW, in Lua) and in memory (./store.ts): both stores give the same order for
 * the same seed. What is recorded is the seed's SHA-256, so the draw can be checked afterwards
 * against the seed if it is disclosed, and cannot be predicted from the record.
 */
export type DrawRecord = { at: number; size: number; seedHash: string };

/** 32-bit words from the seed's stream: SHA-1(seed ":" block), five words a block. */
function words(seedHex: string): () => number {
  let block = 0;
  let buffer: number[] = [];
  return () => {
    if (!buffer.length) {
      const hex = createHash('sha1').update(`${seedHex}:${block++}`).digest('hex');
      buffer = Array.from({ length: 5 }, (_, i) => parseInt(hex.slice(i * 8, i * 8 + 8), 16));
    }
    return buffer.shift()!;
  };
}

/** A uniform whole number in 1..n from the stream (rejection sampling). */
function below(next: () => number, n: number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  for (;;) {
    const w = next();
    if (w < limit) return (w % n) + 1;
  }
}

/** The drawn order: `order[p - 1]` is the pre-queue ticket given place p. */
export function drawOrder(size: number, seedHex: string): number[] {
  const order = Array.from({ length: size }, (_, i) => i + 1);
  const next = words(seedHex);
  for (let i = size; i >= 2; i--) {
    const j = below(next, i);
    [order[i - 1], order[j - 1]] = [order[j - 1], order[i - 1]];
  }
  return order;
}

/** The hash a draw records of its seed. */
export const seedHash = (seedHex: string) => createHash('sha256').update(seedHex).digest('hex');
