'use client';

import { useLogout as useLogoutCall } from '@/lib/bff/hooks/session';
import { localizedPath, type Locale } from '@/lib/i18n/routing';

/** Logout (spec section 4): the server ends the session, then the home page of the language. */
export function useLogout(locale: Locale) {
  const logout = useLogoutCall();
  return async () => {
    await logout.mutateAsync().catch(() => undefined);
    // a full load of the home page: nothing of the member stays in memory
    window.location.assign(localizedPath(locale, '/'));
  };
}
