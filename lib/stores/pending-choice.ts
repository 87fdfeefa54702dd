'use client';

import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionJson } from './browser-storage';
import { useStoreHydrated } from './hydration';

/**
 * A guest's non-seat choice (performance, price, number of tickets) kept across the login it
 * needs (spec section 4: non-seat tickets need a login). Buy saves it in this tab's
 * sessionStorage; the show's buy box takes it once, back from the login page, checks it again
 * against the live show and puts it in the cart. Only this browser's own press of Buy saves it,
 * so no link can put tickets in a member's cart; it is data, checked field by field, and goes
 * stale after half an hour (a choice made that long ago is not what the visitor means now).
 */
export const PENDING_CHOICE_MAX_AGE_MS = 30 * 60 * 1000;

type Saved = { projectToken: string; eventToken: string; priceId: number; count: number; savedAt: number };
export type PendingChoice = Omit<Saved, 'savedAt'>;

const isToken = (value: unknown) => typeof value === 'string' && value.length >= 1 && value.length <= 64;

/**
 * The kept choice when it is whole, else null. Checked by hand, as the guest cart's lines are:
 * this store loads with every page (components/app/BrowserState), and even zod's mini build came
 * to 23 kB compressed there, as Turbopack does not shake its core.
 */
function savedChoice(value: unknown): Saved | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const ok =
    isToken(v.projectToken) &&
    isToken(v.eventToken) &&
    Number.isInteger(v.priceId) &&
    Number.isInteger(v.count) &&
    (v.count as number) >= 1 &&
    (v.count as number) <= 6 &&
    typeof v.savedAt === 'number' &&
    Number.isFinite(v.savedAt);
  if (!ok) return null;
  const { projectToken, eventToken, priceId, count, savedAt } = v as Saved;
  return { projectToken, eventToken, priceId, count, savedAt };
}

type PendingChoiceStore = {
  saved: Saved | null;
  save: (choice: PendingChoice, now?: number) => void;
  /** this show's choice, removed as it is taken (it is acted on once); null when none or stale */
  take: (projectToken: string, now?: number) => PendingChoice | null;
};

export const usePendingChoice = create<PendingChoiceStore>()(
  persist(
    (set, get) => ({
      saved: null,
      save: (choice, now = Date.now()) => set({ saved: { ...choice, savedAt: now } }),
      take: (projectToken, now = Date.now()) => {
        const saved = get().saved;
        if (!saved || saved.projectToken !== projectToken) return null; // another show's: left for its page
        set({ saved: null });
        if (now - saved.savedAt > PENDING_CHOICE_MAX_AGE_MS || saved.savedAt > now) return null;
        const { eventToken, priceId, count } = saved;
        return { projectToken, eventToken, priceId, count };
      },
    }),
    {
      name: '_pendingchoice',
      // the site kept the bare choice under the same key before this store
      storage: sessionJson<Pick<PendingChoiceStore, 'saved'>>((stored) =>
        stored && typeof stored === 'object' && 'projectToken' in stored
          ? { state: { saved: stored }, version: 0 }
          : stored,
      ),
      skipHydration: true,
      partialize: (state) => ({ saved: state.saved }),
      merge: (persisted, current) => ({
        ...current,
        saved: savedChoice((persisted as Partial<PendingChoiceStore> | undefined)?.saved),
      }),
    },
  ),
);

/** Whether this tab's kept choice has been read from its storage (nothing can be taken before). */
export function usePendingChoiceReady(): boolean {
  return useStoreHydrated(usePendingChoice);
}
