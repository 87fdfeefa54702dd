/**
 * The idempotency key of a checkout attempt (the ticketing API's `requestId`): the same order
 * content in this tab keeps its key across retries and reloads (sessionStorage), so an answer lost
 * in an outage can be asked for again without making a second order; new content gets a new key.
 */
const KEY = '_checkoutRequest';

function newId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function requestIdFor(signature: string): string {
  type Stored = { signature: string; id: string } | null;
  let stored: Stored;
  try {
    stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Stored;
  } catch {
    stored = null;
  }
  if (stored && stored.signature === signature && typeof stored.id === 'string') return stored.id;
  const id = newId();
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ signature, id }));
  } catch {
    /* private mode: the key lives for this call only */
  }
  return id;
}

/** After an order is made, its key is spent: the next purchase is a new attempt. */
export function forgetRequestId(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing stored */
  }
}
