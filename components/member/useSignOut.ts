'use client';

import { useLogout } from '@/lib/bff/client/hooks/session';
import { useLocale } from 'next-intl';
import { getPathname } from '@/lib/i18n/navigation';

/**
 * The "Log out" button's action (spec section 4): the logout mutation, then a full load of the
 * language's home page.
 */
export function useSignOut() {
  const locale = useLocale();
  const logout = useLogout();
  return async () => {
    await logout.mutateAsync().catch(() => undefined);
    // a full load of the home page: nothing of the member stays in memory
    window.location.assign(getPathname({ locale, href: '/' }));
  };
}
