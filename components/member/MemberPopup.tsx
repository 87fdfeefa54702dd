'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { displayName, type Member } from '@/lib/ticketing/types';
import { ChevronIcon } from './ChevronIcon';
import { MembershipCard } from './MembershipCard';
import { useSignOut } from './useSignOut';
import { usePopover } from './usePopover';
import styles from './HeaderPopups.module.css';

/** Members: the membership link to the orders, and a popup with the card and the account menu. */
export function MemberPopup({ profile, linkClass }: { profile: Member; linkClass: string }) {
  const t = useTranslations('Member');
  const { open, close, setOpen, buttonRef, panelRef, panelId } = usePopover();

  const signOut = useSignOut();
  const logout = () => {
    close(false);
    return signOut();
  };

  return (
    <span className={styles.wrap}>
      <Link href="/profile/orders" className={linkClass} data-testid="membership-link" prefetch={false}>
        {displayName(profile)}
      </Link>
      <button
        type="button"
        className={styles.toggle}
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        aria-label={t('memberMenu')}
        data-testid="member-menu-toggle"
      >
        <ChevronIcon />
      </button>
      <div className={styles.panel} ref={panelRef} id={panelId} hidden={!open} data-testid="member-popup">
        {open && <MembershipCard profile={profile} />}
        <ul className={styles.menu}>
          <li>
            <Link href="/profile/orders" onClick={() => close(false)} prefetch={false}>
              {t('myOrders')}
            </Link>
          </li>
          <li>
            <Link href="/profile/personal-information" onClick={() => close(false)} prefetch={false}>
              {t('personalInformation')}
            </Link>
          </li>
          <li>
            <Link href="/benefits" onClick={() => close(false)}>
              {t('benefits')}
            </Link>
          </li>
          <li>
            <button type="button" onClick={() => void logout()} data-testid="logout">
              {t('logout')}
            </button>
          </li>
        </ul>
      </div>
    </span>
  );
}
