/**
 * The payment method this browser paid with last: preselected at the next checkout when the
 * ticketing API still offers it. A first purchase chooses for itself (the spec's "Please select
 * payment method" stands), as no one method suits every buyer and one of them changes the price.
 */
const KEY = 'checkout.lastGateway';

export function rememberGateway(code: string, storage: Pick<Storage, 'setItem'> | null = safeStorage()): void {
  try {
    storage?.setItem(KEY, code);
  } catch {
    // private mode or full storage: nothing is remembered, nothing breaks
  }
}

/** The remembered method if it is among those offered now; the only one offered; else none. */
export function preselectedGateway(
  offered: string[],
  storage: Pick<Storage, 'getItem'> | null = safeStorage(),
): string | null {
  let remembered: string | null = null;
  try {
    remembered = storage?.getItem(KEY) ?? null;
  } catch {
    remembered = null;
  }
  if (remembered && offered.includes(remembered)) return remembered;
  return offered.length === 1 ? offered[0] : null;
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
