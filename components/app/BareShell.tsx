import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './BareShell.module.css';

/**
 * A page frame that needs nothing from the content backend: for the maintenance and error pages,
 * which must render when the backend is down.
 */
export function BareShell({ homeHref, siteName, children }: { homeHref: string; siteName: string; children: ReactNode }) {
  return (
    <>
      <header className={styles.header}>
        <div className="container">
          <Link href={homeHref} className={styles.name}>
            {siteName}
          </Link>
        </div>
      </header>
      <main id="main">{children}</main>
    </>
  );
}
