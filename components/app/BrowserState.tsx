'use client';

import { useEffect } from 'react';
import { useRememberedGateway, useCheckoutAttempt } from '@/lib/stores/checkout-memory';
import { useGuestCart } from '@/lib/stores/guest-cart';
import { usePendingChoice } from '@/lib/stores/pending-choice';

const browserStores = [useGuestCart, usePendingChoice, useRememberedGateway, useCheckoutAttempt];

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
