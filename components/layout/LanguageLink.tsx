import { htmlLang, type Locale } from '@/lib/i18n/routing';
import styles from './Header.module.css';

type Props = {
  /** the page in the other language, its final path */
  href: string;
  other: Locale;
  labels: { label: string; long: string; short: string };
};

/**
 * The header's link to the same page in the other language. A plain link: a full navigation on
 * purpose (the other language has its own <html lang>, messages and cached pages).
 */
export function LanguageLink({ href, other, labels }: Props) {
  return (
    <a
      href={href}
      hrefLang={htmlLang(other)}
      lang={htmlLang(other)}
      className={styles.language}
      aria-label={labels.label}
      data-testid="language-switch"
    >
      <span className={styles.languageLong}>{labels.long}</span>
      <span className={styles.languageShort}>{labels.short}</span>
    </a>
  );
}
