'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCart } from '@/lib/bff/client/hooks/cart';
import { useMember, useSignedIn } from '@/lib/bff/client/hooks/session';
import { GuestPopups } from '@/components/member/GuestPopups';
import { Link } from '@/lib/i18n/navigation';
import { CartIcon, UserIcon } from '@/components/ui/icons';
import styles from './Header.module.css';

// Members only (the page is the same for everyone, the member is known in the browser): its code,
// the membership card's included, loads once a member is known, not with every guest's page.
const MemberPopup = dynamic(() => import('@/components/member/MemberPopup').then((m) => m.MemberPopup), { ssr: false });
// The hold's time left, with the orders read it needs: members only, as the popup.
const HeldOrderBadge = dynamic(() => import('@/components/member/hold/HeldOrderBadge').then((m) => m.HeldOrderBadge), {
  ssr: false,
});

// Links to member pages (login, register, profile, cart) are not prefetched: those pages are
// private and rendered per request, so a prefetch would only load their code (forms, zod) into
// every visitor's page, on every page, whether they log in or not.

/**
 * Guests: login / register (words, or the labelled account control where they do not fit) and
 * the sign-up teaser. Members: the membership link and popup, and the account icon to the orders.
 */
export function HeaderAccount() {
  const t = useTranslations('Header');
  const signedIn = useSignedIn();
  const profile = useMember().data;
  if (!signedIn || !profile?.userToken) return <GuestPopups />;
  return (
    <>
      <MemberPopup profile={profile} linkClass={styles.textLink} />
      <HeldOrderBadge />
      <Link
        href="/profile/orders"
        className={styles.iconLink}
        aria-label={t('account')}
        data-testid="account-icon"
        prefetch={false}
      >
        <UserIcon />
      </Link>
    </>
  );
}

export function HeaderCart() {
  const t = useTranslations('Header');
  const cart = useCart();
  const count = cart.data?.length ?? 0;
  return (
    <Link
      href="/cart"
      prefetch={false}
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
