import { defaultScheduler, notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, beforeAll } from 'vitest';
import type { ReactNode } from 'react';
import { TIMEOUT_FLAG_KEY } from '@/lib/auth/storage';
import { useAuthStatus } from '@/lib/bff/client/hooks/auth-status';
import { BrowserState } from '@/components/app/BrowserState';
import { useCheckoutAttempt, useRememberedGateway } from '@/lib/stores/checkout-memory';
import { useGuestCart } from '@/lib/stores/guest-cart';
import { usePendingChoice } from '@/lib/stores/pending-choice';
import { withIntl } from './intl';
import { signInWith, signOutTestBrowser } from './sandbox-msw';

/**
 * A component as the site renders it: the page's messages and a React Query client of its own (so
 * nothing a page knew of the session or the member carries over to the next).
 */
export function withApp(children: ReactNode, locale: 'en' | 'zh-hans' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return withIntl(
    <QueryClientProvider client={client}>
      <BrowserState />
      {children}
    </QueryClientProvider>,
    locale,
  );
}

/**
 * For tests on fake timers: React Query hands an answer to the components in a timer of its own (0 ms,
 * which fake timers put a millisecond later); here in the same turn, so advancing the clock to the
 * moment an answer comes shows it.
 */
export function answersShownAtOnce() {
  beforeAll(() => notifyManager.setScheduler(queueMicrotask));
  afterAll(() => notifyManager.setScheduler(defaultScheduler));
}

/**
 * A fresh browser: no session cookie, no session that ended before the last reload, nothing in the
 * browser's own stores (lib/stores) or their storage.
 */
export function freshBrowser() {
  noSession();
  resetBrowserStores();
}

type Store<S> = {
  getInitialState: () => S;
  setState: (state: S, replace: true) => void;
  persist: { clearStorage: () => void };
};

function reset<S>(store: Store<S>) {
  store.setState(store.getInitialState(), true);
  store.persist.clearStorage();
}

/** The browser's own stores (lib/stores) empty, in memory and in this browser's storage. */
export function resetBrowserStores() {
  reset(useGuestCart);
  reset(usePendingChoice);
  reset(useRememberedGateway);
  reset(useCheckoutAttempt);
}

function noSession() {
  signOutTestBrowser();
  sessionStorage.removeItem(TIMEOUT_FLAG_KEY);
}

/** This browser as a login leaves it: the session cookie, and what the browser kept (its stores) as it was. */
export function memberBrowser(token: string) {
  noSession();
  signInWith(token);
}

/** The page's auth status on screen, for tests to read beside the component they render. */
export function AuthStatusProbe() {
  const auth = useAuthStatus();
  return (
    <output
      data-testid="auth-status"
      data-signed-in={String(auth.signedIn)}
      data-ready={String(auth.ready)}
      data-error={auth.error ?? ''}
    >
      {auth.status}
    </output>
  );
}
