import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TIMEOUT_FLAG_KEY } from '@/lib/auth/storage';
import { useAuthStatus } from '@/lib/bff/client/hooks/auth-status';
import { withIntl } from './intl';
import { signInWith, signOutTestBrowser } from './sandbox-msw';

/**
 * A component as the site renders it: the page's messages and a React Query client of its own (so
 * nothing a page knew of the session or the member carries over to the next).
 */
export function withApp(children: ReactNode, locale: 'en' | 'zh-hans' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return withIntl(<QueryClientProvider client={client}>{children}</QueryClientProvider>, locale);
}

/** A fresh browser: no session cookie, no session that ended before the last reload. */
export function freshBrowser() {
  signOutTestBrowser();
  sessionStorage.removeItem(TIMEOUT_FLAG_KEY);
}

/** A member's browser: the session cookie a login leaves. */
export function memberBrowser(token: string) {
  freshBrowser();
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
