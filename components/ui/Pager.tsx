'use client';

import { useTranslations } from 'next-intl';
import styles from './Pager.module.css';

type Props = {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** the URL of a page, so paging works as links too (shareable, opens in a new tab) */
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
  /** numbered pages (search): total page count */
  pageCount?: number;
};

/** Previous / next paging (plus page numbers when the count is known). Links a keyboard can use. */
export function Pager({ page, hasPrevious, hasNext, hrefFor, onPage, pageCount }: Props) {
  const t = useTranslations('ContentUi');
  if (!hasPrevious && !hasNext) return null;
  const go = (target: number) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onPage(target);
  };
  const numbers = pageCount ? Array.from({ length: pageCount }, (_, i) => i + 1) : [];
  return (
    <nav className={styles.pager} aria-label={t('pagination')}>
      {hasPrevious ? (
        <a className={styles.step} href={hrefFor(page - 1)} onClick={go(page - 1)} rel="prev">
          ‹ {t('previous')}
        </a>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
          ‹ {t('previous')}
        </span>
      )}
      {numbers.length > 0 ? (
        <ol className={styles.numbers}>
          {numbers.map((n) => (
            <li key={n}>
              <a
                className={styles.number}
                href={hrefFor(n)}
                onClick={go(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('pageOf', { page: n })}
              >
                {n}
              </a>
            </li>
          ))}
        </ol>
      ) : (
        <span className={styles.current}>{t('pageOf', { page })}</span>
      )}
      {hasNext ? (
        <a className={styles.step} href={hrefFor(page + 1)} onClick={go(page + 1)} rel="next">
          {t('next')} ›
        </a>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
          {t('next')} ›
        </span>
      )}
    </nav>
  );
}
