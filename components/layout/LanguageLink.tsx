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
 * purpose (the other language has its own <html lang>, messages and cached pages). Its name starts
 * with the words it shows, in their own language ("English", "中文"; WCAG 2.5.3: a voice user says
 * what they see), then says what it does in the page's language.
 */
export function LanguageLink({ href, other, labels }: Props) {
  return (
    <a href={href} hrefLang={htmlLang(other)} className={styles.language} data-testid="language-switch">
      <span className={styles.languageLong} lang={htmlLang(other)}>
        {labels.long}
      </span>
      <span className={styles.languageShort} lang={htmlLang(other)}>
        {labels.short}
      </span>
      <span className="visually-hidden"> {labels.label}</span>
    </a>
  );
}
