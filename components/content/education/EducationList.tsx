import { FetchStatus } from '@/components/ui/FetchStatus';
import { FormattedDate } from '@/components/ui/FormattedDate';
import { Pager } from '@/components/ui/Pager';
import type { EducationListPage } from '@/lib/cms/types';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import styles from './EducationList.module.css';

/** One page of education items, with previous / next links (`?type=<tid>&page=<n>`). */
export function EducationList({ locale, list, tid }: { locale: Locale; list: EducationListPage; tid: number }) {
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
      <Pager page={list.page} hasPrevious={list.page > 1} hasNext={list.hasNext} query={{ type: String(tid) }} />
    </div>
  );
}
