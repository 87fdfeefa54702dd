import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { FetchStatus } from '@/components/ui/FetchStatus';
import type { EducationTerm } from '@/lib/cms/types';
import type { Locale } from '@/lib/i18n/routing';
import { EducationBrowser, EducationBrowserView } from './EducationBrowser';
import styles from './EducationLanding.module.css';

type Props = {
  locale: Locale;
  terms: EducationTerm[];
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The /education page. Its frame is static; the part that depends on the URL (which term, which
 * page) renders in a Suspense leaf, with the first term's tab and 'Loading...' as its fallback.
 */
export async function EducationLanding({ locale, terms, searchParams }: Props) {
  const t = await getTranslations({ locale, namespace: 'Education' });
  return (
    <div className={styles.landing}>
      <div className="container">
        <h1 className={styles.title}>{t('title')}</h1>
      </div>
      {terms.length === 0 ? (
        <div className="container">
          <FetchStatus status="empty" />
        </div>
      ) : (
        <Suspense
          fallback={
            <EducationBrowserView locale={locale} terms={terms} active={terms[0]} label={t('tabsLabel')}>
              <FetchStatus status="loading" />
            </EducationBrowserView>
          }
        >
          <EducationBrowser locale={locale} terms={terms} searchParams={searchParams} />
        </Suspense>
      )}
    </div>
  );
}
