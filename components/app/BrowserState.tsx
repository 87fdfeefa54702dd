'use client';

import { useEffect } from 'react';
import { useGuestCart } from '@/lib/stores/guest-cart';
import { usePendingChoice } from '@/lib/stores/pending-choice';

// (the checkout's own memory is read by the checkout: useCheckoutMemory, lib/stores/checkout-memory.ts)
const browserStores = [useGuestCart, usePendingChoice];

/**
 * The browser's own state (lib/stores) read from its storage once the page has mounted: on the
 * server and in the browser's first render every store is empty, so both render alike, and what
 * reads a store waits until it is read (useStoreHydrated).
 */
export function BrowserState() {
  useEffect(() => {
    for (const store of browserStores) void store.persist.rehydrate();
  }, []);
  return null;
}
