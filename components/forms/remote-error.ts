'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { TicketingError } from '@/lib/ticketing/errors';

/**
 * The words for a failed ticketing call, in the page's language: the site's limits ("too many
 * attempts, wait N minutes"), the server's own words when it refused, else the general message (or
 * the caller's own for an outage).
 */
export function useErrorText() {
  const t = useTranslations('Member');
  const tc = useTranslations('Common');
  return useCallback(
    (error: unknown, outage?: string): string => {
      if (error instanceof TicketingError) {
        if (error.isThrottled)
          return t('tooManyAttempts', { minutes: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)) });
        if (error.isRefusal) return error.message;
      }
      return outage ?? tc('error');
    },
    [t, tc],
  );
}
