'use client';

import { useLocale } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';

/** The page's language, as the ticketing calls take it. */
export function usePageLocale(): Locale {
  return useLocale() as Locale;
}
