import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import styles from './Logo.module.css';

export async function Logo({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    // Named in full also where narrow phones cut the name short.
    <Link href={localizedPath(locale, '/')} className={styles.logo} aria-label={t('siteName')}>
      <span className={styles.mark} aria-hidden="true">
        HB
      </span>
      <span className={styles.name}>{t('siteName')}</span>
    </Link>
  );
}
