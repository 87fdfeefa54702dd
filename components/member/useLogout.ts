'use client';

import { useAuth } from '@/lib/auth/store';
import { localizedPath, type Locale } from '@/lib/i18n/routing';

/** Logout (spec section 4): tell the server, clear the token, then the home page of the language. */
export function useLogout(locale: Locale) {
  return async () => {
    await useAuth.getState().logout();
    // a full load of the home page: nothing of the member stays in memory
    window.location.assign(localizedPath(locale, '/'));
  };
}
