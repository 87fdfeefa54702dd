import { useTranslations } from 'next-intl';
import type { ProfileSection } from './sections';
import styles from './SectionTitle.module.css';

/** A profile section's heading: the main area of the profile's frame is labelled by it. */
export function SectionTitle({ section }: { section: ProfileSection }) {
  const t = useTranslations('Profile');
  return (
    <h1 id="profile-title" className={styles.title}>
      {t(section)}
    </h1>
  );
}
