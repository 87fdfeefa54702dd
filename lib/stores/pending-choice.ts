'use client';

// zod's mini build: its functions are shaken one by one, where the full build brought all of
// zod and its 63 locales' messages (90 kB compressed) into the show page for these five fields.
import * as z from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionJson } from './browser-storage';
import { useStoreHydrated } from './hydration';

/**
 * A guest's non-seat choice (performance, price, number of tickets) kept across the login it
 * needs (spec section 4: non-seat tickets need a login). Buy saves it in this tab's
 * sessionStorage; the show's buy box takes it once, back from the login page, checks it again
 * against the live show and puts it in the cart. Only this browser's own press of Buy saves it,
 * so no link can put tickets in a member's cart; it is data, read through a schema, and goes
 * stale after half an hour (a choice made that long ago is not what the visitor means now).
 */
export const PENDING_CHOICE_MAX_AGE_MS = 30 * 60 * 1000;

const choiceSchema = z.object({
  projectToken: z.string().check(z.minLength(1), z.maxLength(64)),
  eventToken: z.string().check(z.minLength(1), z.maxLength(64)),
  priceId: z.int(),
  count: z.int().check(z.gte(1), z.lte(6)),
  savedAt: z.number(),
});

type Saved = z.infer<typeof choiceSchema>;
export type PendingChoice = Omit<Saved, 'savedAt'>;

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
      merge: (persisted, current) => {
        const parsed = choiceSchema.safeParse((persisted as Partial<PendingChoiceStore> | undefined)?.saved);
        return { ...current, saved: parsed.success ? parsed.data : null };
      },
    },
  ),
);

/** Whether this tab's kept choice has been read from its storage (nothing can be taken before). */
export function usePendingChoiceReady(): boolean {
  return useStoreHydrated(usePendingChoice);
}
