'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { useAuth } from '@/lib/auth/store';
import { loginHref } from '@/lib/url/local-path';
import type { Locale } from '@/lib/i18n/routing';
import styles from './Profile.module.css';

/** Login required: a guest goes to the login page, which brings them back here afterwards. */
export function ProfileGate({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = useTranslations('Common');
  const router = useRouter();
  const known = useAuth((s) => s.sessionKnown);
  const signedIn = useAuth((s) => s.signedIn);
  const guest = known && !signedIn;

  useEffect(() => {
    if (!guest) return;
    router.replace(loginHref(locale, `${window.location.pathname}${window.location.search}`));
  }, [guest, router, locale]);

  // a member's screens start at once, beside the member's card (each says for itself when its data fails)
  if (!known || guest) {
    return (
      <p className={styles.state} role="status">
        {t('loading')}
      </p>
    );
  }
  return <>{children}</>;
}
