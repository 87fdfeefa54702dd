import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAuth } from '@/lib/auth/store';
import { withIntl } from './intl';
import { signInWith, signOutTestBrowser } from './sandbox-msw';

const initialAuth = useAuth.getState();

/** A component as the site renders it: the page's messages and a React Query client of its own. */
export function withApp(children: ReactNode, locale: 'en' | 'zh-hans' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return withIntl(<QueryClientProvider client={client}>{children}</QueryClientProvider>, locale);
}

/** A fresh browser: no session cookie, the auth status back to its start, start-up done as a guest. */
export function freshBrowser(auth: Partial<ReturnType<typeof useAuth.getState>> = {}) {
  signOutTestBrowser();
  useAuth.setState({ ...initialAuth, ready: true, sessionKnown: true, ...auth }, true);
}

/** A member's browser: the session cookie a login leaves, and the page's start-up done. */
export function memberBrowser(token: string) {
  freshBrowser();
  signInWith(token);
  useAuth.getState().startUp();
}
