'use client';

import { useLocale } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';

/**
 * @deprecated useLocale() from next-intl gives the site's Locale (lib/i18n/app-config.ts); the
 * ticketing hooks call it directly. Kept only for components/checkout/useCheckout.ts, which is being
 * rewritten on another branch; remove once it calls useLocale().
 */
export function usePageLocale(): Locale {
  return useLocale();
}
