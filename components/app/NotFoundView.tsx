import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { ErrorPage } from './ErrorPage';
import styles from './NotFoundView.module.css';

/**
 * The body of the 404 page: what happened, a search of the site (a plain form: it works without
 * scripts) and the way home.
 */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const [t, tc, ts] = await Promise.all([
    getTranslations({ locale, namespace: 'Errors' }),
    getTranslations({ locale, namespace: 'Common' }),
    getTranslations({ locale, namespace: 'Search' }),
  ]);
  return (
    <ErrorPage
      code={404}
      title={t('notFoundTitle')}
      text={t('notFoundText')}
      homeHref={localizedPath(locale, '/')}
      homeLabel={tc('backToHome')}
    >
      <form action={localizedPath(locale, '/search')} method="get" role="search" className={styles.search}>
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
