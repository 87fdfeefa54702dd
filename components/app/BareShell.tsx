import Link from 'next/link';
import type { ReactNode } from 'react';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { theatre } from '@/lib/theatre';
import styles from './BareShell.module.css';

/**
 * A page frame that needs nothing from the content backend: for the maintenance and error pages,
 * which must render when the backend is down.
 */
export function BareShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <>
      <header className={styles.header}>
        <div className="container">
          <Link href={localizedPath(locale, '/')} className={styles.name}>
            {theatre.name[locale]}
          </Link>
        </div>
      </header>
      <main id="main">{children}</main>
    </>
  );
}
