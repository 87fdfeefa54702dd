'use client';

import { useTranslations } from 'next-intl';
import type { MouseEvent, ReactNode } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { pageQuery } from '@/lib/url/page-query';
import styles from './Pager.module.css';

type Props = {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** shows another page in place (a list whose page lives in the screen's state); without it a step is a link */
  onPage?: (page: number) => void;
  /**
   * the list's other query parameters, so each page has an address (`?…&page=n` on this page): the
   * steps are links, shareable and opened in a new tab; without it (a member's lists) they are buttons
   */
  query?: Record<string, string | null | undefined>;
  /** numbered pages when the count is known */
  pageCount?: number;
};

/** Previous / next paging (plus page numbers when the count is known), by keyboard too. */
export function Pager({ page, hasPrevious, hasNext, query, onPage, pageCount }: Props) {
  const t = useTranslations('ContentUi');
  const pathname = usePathname();
  const hrefFor = query ? (target: number) => ({ pathname, query: pageQuery(query, target) }) : undefined;
  if (!hasPrevious && !hasNext) return null;
  const numbers = pageCount ? Array.from({ length: pageCount }, (_, i) => i + 1) : [];
  return (
    <nav className={styles.pager} aria-label={t('pagination')}>
      {hasPrevious ? (
        <Step className={styles.step} target={page - 1} hrefFor={hrefFor} onPage={onPage} rel="prev">
          ‹ {t('previous')}
        </Step>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
          ‹ {t('previous')}
        </span>
      )}
      {numbers.length > 0 ? (
        <ol className={styles.numbers}>
          {numbers.map((n) => (
            <li key={n}>
              <Step
                className={styles.number}
                target={n}
                hrefFor={hrefFor}
                onPage={onPage}
                current={n === page}
                label={t('pageOf', { page: n })}
              >
                {n}
              </Step>
            </li>
          ))}
        </ol>
      ) : (
        <span className={styles.current}>{t('pageOf', { page })}</span>
      )}
      {hasNext ? (
        <Step className={styles.step} target={page + 1} hrefFor={hrefFor} onPage={onPage} rel="next">
          {t('next')} ›
        </Step>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
          {t('next')} ›
        </span>
      )}
    </nav>
  );
}

type StepProps = {
  className: string;
  target: number;
  hrefFor?: (page: number) => { pathname: string; query: Record<string, string> };
  onPage?: (page: number) => void;
  rel?: 'prev' | 'next';
  current?: boolean;
  label?: string;
  children: ReactNode;
};

/**
 * One page to go to: a link when pages have addresses (a plain click shows the page in place when
 * the list does that itself), else a button.
 */
function Step({ className, target, hrefFor, onPage, rel, current, label, children }: StepProps) {
  const currentPage = current ? ('page' as const) : undefined;
  if (!hrefFor) {
    return (
      <button
        type="button"
        className={className}
        onClick={() => onPage?.(target)}
        aria-current={currentPage}
        aria-label={label}
      >
        {children}
      </button>
    );
  }
  const inPlace = onPage
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onPage(target);
      }
    : undefined;
  return (
    <Link
      className={className}
      href={hrefFor(target)}
      onClick={inPlace}
      scroll={false}
      rel={rel}
      aria-current={currentPage}
      aria-label={label}
    >
      {children}
    </Link>
  );
}
