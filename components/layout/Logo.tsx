import Link from 'next/link';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { theatre } from '@/lib/theatre';
import styles from './Logo.module.css';

export function Logo({ locale }: { locale: Locale }) {
  const name = theatre.name[locale];
  return (
    // Named in full also where narrow phones cut the name short.
    <Link href={localizedPath(locale, '/')} className={styles.logo} aria-label={name}>
      <span className={styles.mark} aria-hidden="true">
        {theatre.mark}
      </span>
      <span className={styles.name}>{name}</span>
    </Link>
  );
}
