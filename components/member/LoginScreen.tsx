'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useMember, useSignedIn } from '@/lib/bff/client/hooks/session';
import { afterLoginPath } from '@/lib/url/after-login';
import type { Locale } from '@/lib/i18n/routing';
import { LoginForm } from './LoginForm';
import styles from './MemberPage.module.css';

/** The login page: once the member has a profile, back to `returnTo` (same site only) or home. */
export function LoginScreen({ locale }: { locale: Locale }) {
  const t = useTranslations('Member');
  const router = useRouter();
  const signedIn = useSignedIn();
  const member = useMember().data;
  const userToken = signedIn ? member?.userToken : undefined;

  useEffect(() => {
    if (!userToken) return;
    const returnTo = new URLSearchParams(window.location.search).get('returnTo');
    router.replace(afterLoginPath(returnTo, locale));
  }, [userToken, router, locale]);

  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        {t('loginTitle')}
      </h1>
      <p className={styles.intro}>{t('loginIntro')}</p>
      <LoginForm />
    </section>
  );
}
