/**
 * What the ticketing API's calls came to (the transport reports each one): how long it took and
 * whether it failed (unreachable, timed out, or a 5xx; a refusal is an answer, not a failure).
 * Kept for the last RECENT_MS in this process (the proxy's bundle and the app's share it through
 * globalThis), for whoever watches the API's health: the waiting room's automatic mode
 * (lib/platform/waiting-room/auto.ts) reads it; `onCallOutcome` hears each call as it ends.
 */
export type CallOutcome = { path: string; at: number; ms: number; failed: boolean };

const RECENT_MS = 30_000;
const MAX_KEPT = 20_000;
const KEY = Symbol.for('theatre.ticketing.call-outcomes');

type Calls = { list: CallOutcome[]; listeners: Set<(outcome: CallOutcome) => void> };

function calls(): Calls {
  const g = globalThis as unknown as Record<symbol, Calls>;
  g[KEY] ??= { list: [], listeners: new Set() };
  return g[KEY];
}

export function reportCall(path: string, startedAt: number, failed: boolean, now = Date.now()): void {
  const state = calls();
  const outcome = { path, at: now, ms: now - startedAt, failed };
  state.list.push(outcome);
  if (state.list.length > MAX_KEPT || now - state.list[0].at > 2 * RECENT_MS)
    state.list = state.list.filter((c) => now - c.at <= RECENT_MS).slice(-MAX_KEPT / 2);
  for (const listener of state.listeners) {
    try {
      listener(outcome);
    } catch {
      // a listener's trouble is not the call's
    }
  }
}

/** The calls that ended in the last `windowMs` (at most RECENT_MS). */
export function recentCalls(windowMs: number, now = Date.now()): CallOutcome[] {
  return calls().list.filter((c) => now - c.at <= Math.min(windowMs, RECENT_MS));
}

export function onCallOutcome(listener: (outcome: CallOutcome) => void): () => void {
  calls().listeners.add(listener);
  return () => calls().listeners.delete(listener);
}

/** Tests: forgets every call. */
export function forgetCalls(): void {
  calls().list = [];
}
