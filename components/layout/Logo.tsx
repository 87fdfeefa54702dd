import { useLocale } from 'next-intl';
import { SiteLink } from '@/components/ui/SiteLink';
import { theatre } from '@/lib/theatre';
import styles from './Logo.module.css';

/**
 * The home link, named by what it shows (WCAG 2.5.3): the mark, then the theatre's name. Where
 * narrow screens have no room for the name it is hidden visually only, so the link keeps it.
 */
export function Logo() {
  const name = theatre.name[useLocale()];
  return (
    <SiteLink href="/" className={styles.logo}>
      <span className={styles.mark}>{theatre.mark}</span> <span className={styles.name}>{name}</span>
    </SiteLink>
  );
}
