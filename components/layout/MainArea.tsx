'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './MainArea.module.css';

/** The main area of the page the document was loaded with, and whether another page was shown since. */
let firstPage: HTMLElement | null = null;
let navigated = false;

/**
 * The page's <main> (the skip link's target), which takes the keyboard focus after a client-side
 * navigation. Each page renders its own shell, so the link or button the visitor used is removed
 * or hidden once the new page is shown, and the focus falls to <body>: the next Tab then starts
 * past the skip link and a screen reader is left nowhere. The focus moves to the new page's main
 * area instead, as the skip link would move it. Not on the page the document was loaded with
 * (its first Tab reaches the skip link as usual), and never when something on the page already
 * holds the focus.
 */
export function MainArea({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const main = ref.current;
    if (!main) return;
    firstPage ??= main;
    if (main === firstPage && !navigated) return;
    navigated = true;
    // An element hidden with the page it was on still counts as focused until the browser's next
    // rendering update, so a focused element with no box is treated as lost as well.
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body || !active.isConnected || active.getClientRects().length === 0) {
      main.focus({ preventScroll: true });
    }
  }, []);
  return (
    <main id="main" tabIndex={-1} ref={ref} className={styles.main}>
      {children}
    </main>
  );
}
