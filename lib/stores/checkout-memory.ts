'use client';

import { useEffect } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJson, sessionJson } from './browser-storage';
import { useStoreHydrated } from './hydration';

/**
 * What this browser remembers of its checkouts: the payment method it paid with last (this
 * browser, localStorage), and the idempotency key of the order being placed (this tab,
 * sessionStorage).
 */

type RememberedGateway = { code: string | null; remember: (code: string) => void };

/**
 * The payment method this browser paid with last: preselected at the next checkout when the
 * ticketing API still offers it. A first purchase chooses for itself (the spec's "Please select
 * payment method" stands), as no one method suits every buyer and one of them changes the price.
 */
export const useRememberedGateway = create<RememberedGateway>()(
  persist((set) => ({ code: null, remember: (code) => set({ code }) }), {
    name: 'checkout.lastGateway',
    // the site kept the bare code under the same key before this store
    storage: localJson<Pick<RememberedGateway, 'code'>>((stored) =>
      typeof stored === 'string' ? { state: { code: stored }, version: 0 } : stored,
    ),
    skipHydration: true,
    partialize: (state) => ({ code: state.code }),
    merge: (persisted, current) => {
      const code = (persisted as Partial<RememberedGateway> | undefined)?.code;
      return { ...current, code: typeof code === 'string' && code ? code : null };
    },
  }),
);

/** The remembered method, once read from this browser's storage (undefined before). */
export function useLastGateway(): string | null | undefined {
  const ready = useStoreHydrated(useRememberedGateway);
  const code = useRememberedGateway((state) => state.code);
  return ready ? code : undefined;
}

/** The remembered method if it is among those offered now; the only one offered; else none. */
export function preselectedGateway(offered: string[], remembered: string | null): string | null {
  if (remembered && offered.includes(remembered)) return remembered;
  return offered.length === 1 ? offered[0] : null;
}

type CheckoutAttempt = {
  attempt: { signature: string; id: string } | null;
  /** the key of this order content: the same content keeps its key across retries and reloads */
  idFor: (signature: string) => string;
  /** after an order is made its key is spent: the next purchase is a new attempt */
  forget: () => void;
};

function newId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The idempotency key of a checkout attempt (the ticketing API's `requestId`), so an answer lost
 * in an outage can be asked for again without making a second order; new content gets a new key.
 */
export const useCheckoutAttempt = create<CheckoutAttempt>()(
  persist(
    (set, get) => ({
      attempt: null,
      idFor: (signature) => {
        const attempt = get().attempt;
        if (attempt && attempt.signature === signature) return attempt.id;
        const id = newId();
        set({ attempt: { signature, id } });
        return id;
      },
      forget: () => set({ attempt: null }),
    }),
    {
      name: '_checkoutRequest',
      // the site kept the bare {signature, id} under the same key before this store
      storage: sessionJson<Pick<CheckoutAttempt, 'attempt'>>((stored) =>
        stored && typeof stored === 'object' && 'signature' in stored
          ? { state: { attempt: stored }, version: 0 }
          : stored,
      ),
      skipHydration: true,
      partialize: (state) => ({ attempt: state.attempt }),
      merge: (persisted, current) => {
        const attempt = (persisted as Partial<CheckoutAttempt> | undefined)?.attempt;
        const valid = attempt && typeof attempt.signature === 'string' && typeof attempt.id === 'string';
        return { ...current, attempt: valid ? { signature: attempt.signature, id: attempt.id } : null };
      },
    },
  ),
);

/**
 * Reads this browser's checkout memory once the checkout has mounted. Only the checkout reads it,
 * so it is read there, not with every page's browser state (components/app/BrowserState.tsx): these
 * two stores' code then stays out of every other page's scripts.
 */
export function useCheckoutMemory(): void {
  useEffect(() => {
    void useRememberedGateway.persist.rehydrate();
    void useCheckoutAttempt.persist.rehydrate();
  }, []);
}
