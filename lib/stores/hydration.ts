'use client';

import { useSyncExternalStore } from 'react';
import type { Persisted } from './browser-storage';

const never = () => () => {};

/**
 * False while React hydrates this component from the server's HTML, true in every render after
 * (and in every render of a component mounted later). What only the browser knows (the session
 * hint cookie, this browser's storage, the answers of its own calls, the clock) renders as the
 * server did until then: a part of the page that hydrates late (inside a Suspense boundary, or a
 * segment whose payload arrived after the first pass) hydrates when the page's first effects have
 * run and the React Query cache may already hold those answers, and rendering them in its
 * hydration render differs from the server's HTML (React's error #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * Whether a store has read its storage. The stores start empty on the server and in the browser's
 * first render alike (`skipHydration`), so the server's HTML and that render agree; they read their
 * storage after mount (`BrowserState`), and what depends on them waits for this.
 */
export function useStoreHydrated(store: Persisted): boolean {
  return useSyncExternalStore(
    (listener) => store.persist.onFinishHydration(listener),
    () => store.persist.hasHydrated(),
    () => false,
  );
}
