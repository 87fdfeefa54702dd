import { getTranslations } from 'next-intl/server';
import { FetchStatus } from '@/components/ui/FetchStatus';
import { FormattedDate } from '@/components/ui/FormattedDate';
import type { EducationListPage } from '@/lib/cms/types';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import styles from './EducationList.module.css';

/** One page of education items, with previous / next links (`?type=<tid>&page=<n>`). */
export async function EducationList({ locale, list, tid }: { locale: Locale; list: EducationListPage; tid: number }) {
  const t = await getTranslations({ locale, namespace: 'Education' });
  const pageHref = (page: number) => `/education?type=${tid}${page > 1 ? `&page=${page}` : ''}`;
  return (
    <div className={styles.wrap}>
      {list.items.length === 0 ? (
        <FetchStatus status="empty" />
      ) : (
        <ul className={styles.list} data-testid="education-list">
          {list.items.map((item, position) => (
            <li key={position} className={styles.item}>
              <h3 className={styles.title}>{item.path ? <Link href={item.path}>{item.title}</Link> : item.title}</h3>
              <p className={styles.meta}>
                {item.typeName && <span className={styles.tag}>{item.typeName}</span>}
                {item.created && <FormattedDate value={item.created} locale={locale} />}
              </p>
              {item.description && <p className={styles.description}>{item.description}</p>}
            </li>
          ))}
        </ul>
      )}
      {(list.page > 1 || list.hasNext) && (
        <nav className={styles.pager} aria-label={t('pagination')}>
          {list.page > 1 ? (
            <Link href={pageHref(list.page - 1)} rel="prev" className={styles.step} scroll={false}>
              ‹ {t('previous')}
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              ‹ {t('previous')}
            </span>
          )}
          <span className={styles.current}>{t('page', { page: list.page })}</span>
          {list.hasNext ? (
            <Link href={pageHref(list.page + 1)} rel="next" className={styles.step} scroll={false}>
              {t('next')} ›
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              {t('next')} ›
            </span>
          )}
        </nav>
      )}
    </div>
  );
}
