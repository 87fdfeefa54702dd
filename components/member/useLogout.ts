'use client';

import { useLogout as useLogoutCall } from '@/lib/bff/client/hooks/session';
import { useLocale } from 'next-intl';
import { getPathname } from '@/lib/i18n/navigation';

/** Logout (spec section 4): the server ends the session, then the home page of the language. */
export function useLogout() {
  const locale = useLocale();
  const logout = useLogoutCall();
  return async () => {
    await logout.mutateAsync().catch(() => undefined);
    // a full load of the home page: nothing of the member stays in memory
    window.location.assign(getPathname({ locale, href: '/' }));
  };
}
