import { beforeEach, describe, expect, it } from 'vitest';
import { usePendingChoice } from '@/lib/stores/pending-choice';

const choice = { projectToken: 'PRJ1004', eventToken: 'PRJ1004-E2', priceId: 100421, count: 2 };
const store = usePendingChoice;

/** The tab's storage as another page left it, read as the next page reads it (after mount). */
async function storedAs(value: string) {
  window.sessionStorage.setItem('_pendingchoice', value);
  await store.persist.rehydrate();
}

describe("a guest's choice kept across the login (issue 21, a zustand store since issue 42)", () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    store.setState(store.getInitialState(), true);
  });

  it('is taken once, by its own show only, and outlives the page in this tab', async () => {
    store.getState().save(choice, 1_000);
    // the next page (the login, then the show again) reads it back from the tab's storage
    await store.persist.rehydrate();
    expect(store.getState().saved).toEqual({ ...choice, savedAt: 1_000 });
    expect(store.getState().take('PRJ1001', 2_000)).toBeNull();
    expect(store.getState().take('PRJ1004', 2_000)).toEqual(choice);
    expect(store.getState().take('PRJ1004', 2_000)).toBeNull();
    await store.persist.rehydrate();
    expect(store.getState().take('PRJ1004', 2_000)).toBeNull();
  });

  it('is dropped when stale or not of the expected shape', async () => {
    store.getState().save(choice, 0);
    expect(store.getState().take('PRJ1004', 31 * 60 * 1000)).toBeNull();
    const saved = (value: object) =>
      JSON.stringify({ state: { saved: { ...choice, savedAt: 0, ...value } }, version: 0 });
    await storedAs(saved({ count: 60 }));
    expect(store.getState().take('PRJ1004', 1)).toBeNull();
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
      await storedAs(saved(wrong));
      expect(store.getState().take('PRJ1004', 1), JSON.stringify(wrong)).toBeNull();
    }
    await storedAs(saved({ count: 6 }));
    expect(store.getState().take('PRJ1004', 1)).toEqual({ ...choice, count: 6 });
    await storedAs('{not json');
    expect(store.getState().take('PRJ1004', 1)).toBeNull();
  });

  it('reads the bare choice the site kept before the store', async () => {
    await storedAs(JSON.stringify({ ...choice, savedAt: 0 }));
    expect(store.getState().take('PRJ1004', 1)).toEqual(choice);
  });
});
