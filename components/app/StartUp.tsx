'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAuthStatus } from '@/lib/bff/client/hooks/auth-status';
import { useExpireOnSessionEnd } from '@/lib/bff/client/hooks/session';
import { getIdentifier, hasHandoffHint } from '@/lib/auth/storage';
import type { Locale } from '@/lib/i18n/routing';
import styles from './StartUp.module.css';

// Only when a `?token=` link waits for the visitor's choice: its code loads then.
const AccountSwitch = dynamic(() => import('@/components/member/AccountSwitch').then((m) => m.AccountSwitch), {
  ssr: false,
});

/** The longest the start-up indicator stays, whatever is still loading (spec section 9). */
export const LOADING_SCREEN_MAX_MS = 1000;
/** A start-up that finishes sooner (a guest's, at once) shows no indicator at all. */
export const LOADING_SCREEN_DELAY_MS = 100;

/**
 * The start-up sequence of spec section 4: device identifier, session (the server's cookie) ->
 * member and cart. A thin loading bar shows until it finishes, and never longer than one second.
 * The bar belongs to this sequence, which starts when the page's scripts have run: it is not in the
 * server's HTML, where it showed from the first paint through the scripts' download and hydration
 * (on a slow phone far longer than a second).
 * After a session ended (a 401), the member is told to log in again; after a `?token=` link, the
 * visitor chooses whether to continue as the link's member.
 */
export function StartUp({ locale }: { locale: Locale }) {
  const t = useTranslations('Common');
  useExpireOnSessionEnd();
  const { ready, status } = useAuthStatus();
  const [shown, setShown] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [handoff, setHandoff] = useState(false);

  useEffect(() => {
    getIdentifier();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a cookie only the browser can read
    setHandoff(hasHandoffHint());
    const show = window.setTimeout(() => setShown(true), LOADING_SCREEN_DELAY_MS);
    const timer = window.setTimeout(() => setTimedOut(true), LOADING_SCREEN_MAX_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(timer);
    };
  }, [locale]);

  const loading = shown && !ready && !timedOut;
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
      {handoff && <AccountSwitch onDone={() => setHandoff(false)} />}
    </>
  );
}
