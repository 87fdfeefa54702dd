'use client';

import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates this component from the server's HTML, true in every render after.
 * What depends on the browser alone (the session hint cookie, this browser's storage, the clock)
 * renders as the server did until then: a part inside a Suspense boundary hydrates after the
 * page's first effects ran, when the React Query cache may already hold the browser's answers, and
 * rendering those during hydration differs from the server's HTML (React's error #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
