'use client';

import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/routing';
import { fetchShow } from './api';

export const showKeys = {
  show: (projectToken: string, locale: string) => ['show', projectToken, locale] as const,
};

/** Live events, prices and stock: fetched on every visit (never cached with the page). */
export function useShow(projectToken: string, locale: Locale) {
  return useQuery({
    queryKey: showKeys.show(projectToken, locale),
    queryFn: () => fetchShow(projectToken, locale),
    staleTime: 0,
    refetchOnMount: 'always',
    enabled: Boolean(projectToken),
  });
}
