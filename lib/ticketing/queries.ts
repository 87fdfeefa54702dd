'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useAuth } from '@/lib/auth/store';
import type { Locale } from '@/lib/i18n/routing';
import { fetchCart } from './cart';

export const queryKeys = {
  cart: (token: string | null, locale: string) => ['cart', token, locale] as const,
};

/** The member's cart; idle for guests. The header reads only its length. */
export function useCart() {
  const token = useAuth((s) => s.token);
  const locale = useLocale() as Locale;
  return useQuery({
    queryKey: queryKeys.cart(token, locale),
    queryFn: () => fetchCart(token!, locale),
    enabled: Boolean(token),
  });
}
