'use client';

import type { ReactNode } from 'react';
import { useMember } from '@/lib/bff/client/hooks/session';
import { usePathname } from '@/lib/i18n/navigation';
import { MembershipCard } from '../MembershipCard';
import { MemberGate } from '../MemberGate';
import { ProfileNav } from './ProfileNav';
import { sectionOf } from './sections';
import styles from './ProfileShell.module.css';

/**
 * The frame of every profile page (app/[locale]/profile/layout.tsx): login required, then the
 * member's card and the profile's menu beside the section the page renders. It stays while the
 * member moves between sections; only the section changes.
 */
export function ProfileShell({ children }: { children: ReactNode }) {
  return (
    <MemberGate>
      <ProfileFrame>{children}</ProfileFrame>
    </MemberGate>
  );
}

function ProfileFrame({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const { section, oneOrder } = sectionOf(pathname);
  const profile = useMember().data;
  const main = (
    <section className={styles.main} aria-labelledby="profile-title">
      {children}
    </section>
  );
  const sidebar = (
    <aside className={styles.sidebar}>
      {profile?.userToken && <MembershipCard profile={profile} />}
      <ProfileNav current={section} />
    </aside>
  );
  // One order (where the payment page returns): the result and the tickets come before the card
  // and the menu, on a phone too; a wide screen still shows the menu on the left.
  return oneOrder ? (
    <div className={`container ${styles.layout} ${styles.layoutMainFirst}`}>
      {main}
      {sidebar}
    </div>
  ) : (
    <div className={`container ${styles.layout}`}>
      {sidebar}
      {main}
    </div>
  );
}
