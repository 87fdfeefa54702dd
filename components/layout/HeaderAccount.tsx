'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useAuth } from '@/lib/auth/store';
import { displayName } from '@/lib/ticketing/member';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { useCart } from '@/lib/ticketing/queries';
import { CartIcon, UserIcon } from '@/components/ui/icons';
import styles from './Header.module.css';

/** Login / register for guests, the membership link for members; the account icon goes to the right place. */
export function HeaderAccount({ locale }: { locale: Locale }) {
  const t = useTranslations('Header');
  const profile = useAuth((s) => s.profile);
  const loggedIn = Boolean(profile?.userToken);
  const accountHref = localizedPath(locale, loggedIn ? '/profile/orders' : '/login');
  return (
    <>
      {loggedIn ? (
        <Link href={localizedPath(locale, '/profile/orders')} className={styles.textLink} data-testid="membership-link">
          {displayName(profile!)}
        </Link>
      ) : (
        <span className={styles.authPair}>
          <Link href={localizedPath(locale, '/login')} className={styles.textLink}>
            {t('login')}
          </Link>
          <span aria-hidden="true">/</span>
          <Link href={localizedPath(locale, '/register')} className={styles.textLink}>
            {t('register')}
          </Link>
        </span>
      )}
      <Link href={accountHref} className={styles.iconLink} aria-label={t('account')} data-testid="account-icon">
        <UserIcon />
      </Link>
    </>
  );
}

export function HeaderCart({ locale }: { locale: Locale }) {
  const t = useTranslations('Header');
  const cart = useCart();
  const count = cart.data?.length ?? 0;
  return (
    <Link
      href={localizedPath(locale, '/cart')}
      className={styles.iconLink}
      aria-label={t('cartCount', { count })}
      data-testid="cart-icon"
    >
      <CartIcon />
      <span className={styles.badge} data-testid="cart-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
