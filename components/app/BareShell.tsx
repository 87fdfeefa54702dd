import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { theatre } from '@/lib/theatre';
import styles from './BareShell.module.css';

/**
 * A page frame that needs nothing from the content backend: for the maintenance and error pages,
 * which must render when the backend is down.
 */
export function BareShell({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <>
      <header className={styles.header}>
        <div className="container">
          <Link href="/" className={styles.name}>
            {theatre.name[locale]}
          </Link>
        </div>
      </header>
      <main id="main">{children}</main>
    </>
  );
}
