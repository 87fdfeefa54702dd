'use client';

import { useTranslations } from 'next-intl';
import styles from './Pager.module.css';

type Props = {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPage: (page: number) => void;
  /**
   * the URL of a page, so paging works as links too (shareable, opens in a new tab); without it
   * (a member's lists, whose page lives in the screen's state) the steps are buttons
   */
  hrefFor?: (page: number) => string;
  /** numbered pages when the count is known */
  pageCount?: number;
};

/** Previous / next paging (plus page numbers when the count is known), by keyboard too. */
export function Pager({ page, hasPrevious, hasNext, hrefFor, onPage, pageCount }: Props) {
  const t = useTranslations('ContentUi');
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
  hrefFor?: (page: number) => string;
  onPage: (page: number) => void;
  rel?: 'prev' | 'next';
  current?: boolean;
  label?: string;
  children: React.ReactNode;
};

/** One page to go to: a link when pages have addresses (a plain click stays in the page), else a button. */
function Step({ className, target, hrefFor, onPage, rel, current, label, children }: StepProps) {
  const currentPage = current ? ('page' as const) : undefined;
  if (!hrefFor) {
    return (
      <button
        type="button"
        className={className}
        onClick={() => onPage(target)}
        aria-current={currentPage}
        aria-label={label}
      >
        {children}
      </button>
    );
  }
  const go = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onPage(target);
  };
  return (
    <a
      className={className}
      href={hrefFor(target)}
      onClick={go}
      rel={rel}
      aria-current={currentPage}
      aria-label={label}
    >
      {children}
    </a>
  );
}
