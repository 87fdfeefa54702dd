'use client';

import { useLocale } from 'next-intl';
import { getPathname, useRouter } from '@/lib/i18n/navigation';
import { loginHref } from '@/lib/url/local-path';

/** Where Buy leads: the login (and back to this show), or the performance's seat map. */
export function useBuyNavigation() {
  const locale = useLocale();
  const router = useRouter();
  return {
    toLogin(projectToken: string) {
      // The share URL /events/show/{uuid} would open the quick view on the way back; /project/{id} is the same page.
      const here = window.location.pathname;
      const back = /\/events\/show\//.test(here)
        ? getPathname({ locale, href: `/project/${encodeURIComponent(projectToken)}` })
        : `${here}${window.location.search}`;
      router.push(loginHref(back));
    },
    toSeats(projectToken: string, eventToken: string) {
      router.push(`/project/${encodeURIComponent(projectToken)}/seats?event=${encodeURIComponent(eventToken)}`);
    },
  };
}
