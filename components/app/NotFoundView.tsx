import { getLocale, getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/navigation';
import { ErrorPage } from './ErrorPage';
import styles from './NotFoundView.module.css';

/**
 * The body of the 404 page: what happened, a search of the site (a plain form: it works without
 * scripts) and the way home.
 */
export async function NotFoundView() {
  const [locale, t, tc, ts] = await Promise.all([
    getLocale(),
    getTranslations('Errors'),
    getTranslations('Common'),
    getTranslations('Search'),
  ]);
  return (
    <ErrorPage code={404} title={t('notFoundTitle')} text={t('notFoundText')} homeLabel={tc('backToHome')}>
      <form action={getPathname({ locale, href: '/search' })} method="get" role="search" className={styles.search}>
        <label htmlFor="not-found-keyword">{t('notFoundSearch')}</label>
        <span className={styles.row}>
          <input id="not-found-keyword" name="keyword" type="search" placeholder={ts('placeholder')} maxLength={100} />
          <button type="submit" className={styles.submit}>
            {ts('submit')}
          </button>
        </span>
      </form>
    </ErrorPage>
  );
}
