'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useSignOut } from '../useSignOut';
import { PROFILE_SECTIONS, type ProfileSection } from './sections';
import styles from './ProfileNav.module.css';

/** The profile's menu; `current` is the section the page belongs to (none on another path). */
export function ProfileNav({ current }: { current: ProfileSection | null }) {
  const t = useTranslations('Profile');
  const tMember = useTranslations('Member');
  const logout = useSignOut();
  return (
    <nav aria-label={t('nav')} className={styles.nav}>
      <ul>
        {PROFILE_SECTIONS.map((section) => (
          <li key={section.key}>
            <Link
              href={section.path}
              aria-current={section.key === current ? 'page' : undefined}
              className={styles.navLink}
            >
              {t(section.key)}
            </Link>
          </li>
        ))}
        <li>
          {/* the header's member popup is not shown on phones: logout lives here too */}
          <button type="button" className={styles.navButton} onClick={() => void logout()} data-testid="profile-logout">
            {tMember('logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
