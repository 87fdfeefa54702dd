import { beforeEach, describe, expect, it } from 'vitest';
import { savePendingChoice, takePendingChoice } from '@/lib/cart/pending-choice';

const choice = { projectToken: 'PRJ1004', eventToken: 'PRJ1004-E2', priceId: 100421, count: 2 };

describe("a guest's choice kept across the login (issue 21)", () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is taken once, by its own show only', () => {
    savePendingChoice(choice, 1_000);
    expect(takePendingChoice('PRJ1001', 2_000)).toBeNull();
    expect(takePendingChoice('PRJ1004', 2_000)).toEqual(choice);
    expect(takePendingChoice('PRJ1004', 2_000)).toBeNull();
  });

  it('is dropped when stale or not of the expected shape', () => {
    savePendingChoice(choice, 0);
    expect(takePendingChoice('PRJ1004', 31 * 60 * 1000)).toBeNull();
    window.sessionStorage.setItem('_pendingchoice', JSON.stringify({ ...choice, count: 60, savedAt: 0 }));
    expect(takePendingChoice('PRJ1004', 1)).toBeNull();
    for (const wrong of [
      { count: 0 },
      { count: 7 },
      { count: 1.5 },
      { priceId: 1.5 },
      { priceId: '100421' },
      { eventToken: '' },
      { eventToken: 'E'.repeat(65) },
      { savedAt: '0' },
    ]) {
      window.sessionStorage.setItem('_pendingchoice', JSON.stringify({ ...choice, savedAt: 0, ...wrong }));
      expect(takePendingChoice('PRJ1004', 1), JSON.stringify(wrong)).toBeNull();
    }
    window.sessionStorage.setItem('_pendingchoice', JSON.stringify({ ...choice, count: 6, savedAt: 0 }));
    expect(takePendingChoice('PRJ1004', 1)).toEqual({ ...choice, count: 6 });
    window.sessionStorage.setItem('_pendingchoice', '{not json');
    expect(takePendingChoice('PRJ1004', 1)).toBeNull();
    expect(window.sessionStorage.getItem('_pendingchoice')).toBeNull();
  });
});
