'use client';

import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJson } from './browser-storage';

/**
 * Whether the queue page plays a short sound when the visitor's turn comes (issue 45): off until
 * the visitor turns it on, remembered in this browser. Read after mount by the queue page itself
 * (the only page that uses it), so the server's HTML and the first render agree.
 */
type QueueSoundStore = { on: boolean; setOn: (on: boolean) => void };

export const useQueueSound = create<QueueSoundStore>()(
  persist((set) => ({ on: false, setOn: (on) => set({ on }) }), {
    name: '_queuesound',
    storage: localJson<Pick<QueueSoundStore, 'on'>>(),
    skipHydration: true,
    partialize: (state) => ({ on: state.on }),
    merge: (persisted, current) => ({
      ...current,
      on: (persisted as Partial<QueueSoundStore> | undefined)?.on === true,
    }),
  }),
);
