'use client';

import { useMemo, useSyncExternalStore } from 'react';

/**
 * The page's query string as state, for static pages whose view depends on it (tabs, paged lists,
 * search). Unlike Next's useSearchParams, it does not make a prerendered page drop its server HTML:
 * useSearchParams throws to the nearest Suspense boundary during the prerender, so the HTML held a
 * fallback that React replaced with new elements after hydration (the visitor saw the same list
 * twice, and the images drawn again counted as a late paint). Here the server and the hydration
 * read an empty query, React keeps the server's elements, and re-renders at once when the real
 * URL says otherwise.
 */
const CHANGE = 'site:querychange';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

export function useQueryState(): URLSearchParams {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  return useMemo(() => new URLSearchParams(search), [search]);
}

/**
 * Puts a new query in the address bar without a server round trip. A null history state lets
 * Next's router take the new URL in as its own.
 */
export function setQueryState(query: URLSearchParams | string, how: 'push' | 'replace') {
  const text = typeof query === 'string' ? query.replace(/^\?/, '') : query.toString();
  const url = `${window.location.pathname}${text ? `?${text}` : ''}`;
  if (how === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
  window.dispatchEvent(new Event(CHANGE));
}
