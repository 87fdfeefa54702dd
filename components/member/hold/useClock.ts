'use client';

import { useSyncExternalStore } from 'react';

/**
 * The browser's clock, ticking every second, for countdowns to a deadline the API gave. Null on the
 * server and in the first render in the browser (they must match): the time shows after mount.
 */
let now = 0;
const listeners = new Set<() => void>();
let timer: number | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = window.setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

export function useClock(): number | null {
  return useSyncExternalStore(
    subscribe,
    // one value between ticks (React asks more than once a render)
    () => (now ||= Date.now()),
    () => null,
  );
}
