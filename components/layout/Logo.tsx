import { useLocale } from 'next-intl';
import { SiteLink } from '@/components/ui/SiteLink';
import { theatre } from '@/lib/theatre';
import styles from './Logo.module.css';

export function Logo() {
  const name = theatre.name[useLocale()];
  return (
    // Named in full also where narrow phones cut the name short.
    <SiteLink href="/" className={styles.logo} aria-label={name}>
      <span className={styles.mark} aria-hidden="true">
        {theatre.mark}
      </span>
      <span className={styles.name}>{name}</span>
    </SiteLink>
  );
}
