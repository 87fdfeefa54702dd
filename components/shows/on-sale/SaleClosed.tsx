import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { stepClosedUntil } from '@/lib/shows/on-sale-guard';
import { formatShortDate } from '@/lib/text/dates';
import styles from './OnSale.module.css';

type Props = {
  locale: Locale;
  showTitle: string;
  /** the show's page, inside the language */
  showHref: string;
  projectToken: string;
  /** the step's `?event=`: the performance it is for, if it names one */
  search: Promise<{ event?: string | string[] }>;
  children: ReactNode;
};

/**
 * A step of the buying path (the seat map) before its performance goes on sale: an honest page
 * that says when and leads back to the show, with status 200 (nothing is wrong; it is early).
 * Read per request, inside the page's Suspense boundary, so the shell stays static.
 */
export async function SaleClosed({ locale, showTitle, showHref, projectToken, search, children }: Props) {
  await connection();
  const { event } = await search;
  const at = await stepClosedUntil(projectToken, typeof event === 'string' ? event : null);
  if (at === null) return children;
  const t = await getTranslations({ locale, namespace: 'OnSale' });
  const { day, time } = formatShortDate(at, locale);
  return (
    <section className={styles.notice} data-testid="sale-closed" aria-labelledby="sale-closed-title">
      <h2 id="sale-closed-title" className={styles.when}>
        {t('closedTitle')}
      </h2>
      <p>{t('closedText', { show: showTitle, when: `${day} ${time}` })}</p>
      <p>
        <Link href={showHref}>{t('backToShow')}</Link>
      </p>
    </section>
  );
}
