'use client';

import type { PersistStorage, StateStorage, StorageValue } from 'zustand/middleware';

/**
 * Where the browser's own state lives (the stores of this folder): localStorage for what outlives
 * the tab, sessionStorage for what belongs to one tab. Storage that is missing or refuses (private
 * mode, a full quota, a sandboxed frame) keeps nothing and breaks nothing.
 */
function tolerant(storage: () => Storage): StateStorage {
  return {
    getItem(name) {
      try {
        return storage().getItem(name);
      } catch {
        return null;
      }
    },
    setItem(name, value) {
      try {
        storage().setItem(name, value);
      } catch {
        // nothing kept: the state lives in this page only
      }
    },
    removeItem(name) {
      try {
        storage().removeItem(name);
      } catch {
        // nothing was kept
      }
    },
  };
}

/**
 * A store's JSON in one of the browser's storages. Text that does not parse is no state at all;
 * `upgrade` turns what an older version of the site stored under the same key (parsed, or the bare
 * text when it was no JSON) into the store's shape, or null.
 */
function jsonStorage<S>(storage: () => Storage, upgrade?: (stored: unknown) => unknown): PersistStorage<S> {
  const raw = tolerant(storage);
  return {
    getItem(name) {
      const text = raw.getItem(name) as string | null;
      if (!text) return null;
      let stored: unknown;
      try {
        stored = JSON.parse(text);
      } catch {
        // not JSON: an older version's bare text, or nothing of ours
        if (!upgrade) return null;
        stored = text;
      }
      return ((upgrade ? upgrade(stored) : stored) ?? null) as StorageValue<S> | null;
    },
    setItem: (name, value) => raw.setItem(name, JSON.stringify(value)),
    removeItem: (name) => raw.removeItem(name),
  };
}

export const localJson = <S>(upgrade?: (stored: unknown) => unknown) =>
  jsonStorage<S>(() => window.localStorage, upgrade);

export const sessionJson = <S>(upgrade?: (stored: unknown) => unknown) =>
  jsonStorage<S>(() => window.sessionStorage, upgrade);

/** What a persisted store offers (zustand's `persist` API), as far as this folder needs it. */
export type Persisted = {
  persist: {
    rehydrate: () => Promise<void> | void;
    hasHydrated: () => boolean;
    onFinishHydration: (listener: () => void) => () => void;
  };
};
