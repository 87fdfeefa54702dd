'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * The clock to the second, for what changes with the time (an on-sale countdown). While React
 * hydrates it is null, as on the server, so the server's HTML and the first render agree; after
 * that it is the browser's time, ticking each second until `until` has passed (null: not at all).
 */
export function useClock(until: number | null): number | null {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (until === null || Date.now() > until) return () => {};
      const timer = setInterval(() => {
        listener();
        if (Date.now() > until + 1000) clearInterval(timer);
      }, 1000);
      return () => clearInterval(timer);
    },
    [until],
  );
  return useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / 1000) * 1000,
    () => null,
  );
}
