'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAuth } from '@/lib/auth/store';
import type { Locale } from '@/lib/i18n/routing';
import styles from './StartUp.module.css';

/** The longest the start-up indicator stays, whatever is still loading (spec section 9). */
export const LOADING_SCREEN_MAX_MS = 1000;

/**
 * The start-up sequence of spec section 4: device identifier, URL token, stored token -> member
 * and cart. A thin loading bar shows until it finishes, and never longer than one second. After a
 * session expired (a 401), the member is told to log in again.
 */
export function StartUp({ locale }: { locale: Locale }) {
  const t = useTranslations('Common');
  const ready = useAuth((s) => s.ready);
  const status = useAuth((s) => s.status);
  const [timedOut, setTimedOut] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    void useAuth.getState().startUp(locale);
    const timer = window.setTimeout(() => setTimedOut(true), LOADING_SCREEN_MAX_MS);
    return () => window.clearTimeout(timer);
  }, [locale]);

  const loading = !ready && !timedOut;
  return (
    <>
      {loading && (
        <div className={styles.bar} role="progressbar" aria-label={t('loading')} data-testid="loading-indicator" />
      )}
      {status === 'timeout' && !dismissed && (
        <div className={styles.notice} role="alert" data-testid="session-timeout">
          <span>{t('pleaseLoginAgain')}</span>
          <button type="button" onClick={() => setDismissed(true)} aria-label={t('close')}>
            ×
          </button>
        </div>
      )}
    </>
  );
}
