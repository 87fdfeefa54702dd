import { describe, expect, it } from 'vitest';
import { retryDelay } from '@/lib/bff/client/hooks/queue-line';

describe('the queue page after a failed answer (issue 43)', () => {
  it('waits longer after each failure in a row, up to a minute, spread over the second half', () => {
    expect(retryDelay(1, 0, 0)).toBe(2_500);
    expect(retryDelay(1, 0, 1)).toBe(5_000);
    expect(retryDelay(3, 0, 1)).toBe(20_000);
    expect(retryDelay(10, 0, 1)).toBe(60_000);
  });

  it('never comes back sooner than Retry-After says', () => {
    expect(retryDelay(1, 30, 0)).toBe(15_000);
    expect(retryDelay(1, 30, 1)).toBe(30_000);
  });
});
