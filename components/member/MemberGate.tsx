'use client';

import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { useSessionHint } from '@/lib/bff/client/hooks/session';
import { useRouter } from '@/lib/i18n/navigation';
import { loginHref } from '@/lib/url/local-path';
import styles from './MemberGate.module.css';

type Props = {
  children: ReactNode;
};

/** Login required: a guest goes to the login page, which brings them back here afterwards. */
export function MemberGate({ children }: Props) {
  const t = useTranslations('Common');
  const router = useRouter();
  const hint = useSessionHint().data;
  const known = hint !== undefined;
  const guest = known && !hint.signedIn;

  useEffect(() => {
    if (!guest) return;
    router.replace(loginHref(`${window.location.pathname}${window.location.search}`));
  }, [guest, router]);

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
