'use client';

import { useEffect } from 'react';

/** After a show loads, the history URL becomes its share URL /events/show/{uuid} (spec section 2). */
export function ReplaceUrl({ href }: { href: string }) {
  useEffect(() => {
    if (window.location.pathname !== href) window.history.replaceState(window.history.state, '', href);
  }, [href]);
  return null;
}
