import { getTranslations } from 'next-intl/server';
import { FormattedDate } from '@/components/ui/FormattedDate';
import { getAdverts } from '@/lib/cms/adverts';
import { getEarlierEducation } from '@/lib/cms/education';
import type { Advert, EducationTeaser } from '@/lib/cms/types';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { AdvertSidebar } from '../shared/AdvertSidebar';
import styles from './EducationSidebar.module.css';

/** The education page's sidebar: the latest earlier education item, then adverts. */
export async function EducationSidebar({ locale, created }: { locale: Locale; created: string | null }) {
  const t = await getTranslations({ locale, namespace: 'Education' });
  // The sidebar is secondary: a failed read leaves its block out rather than failing the page.
  const [earlier, adverts] = await Promise.all([
    getEarlierEducation(locale, created).catch((): EducationTeaser | null => null),
    getAdverts(locale).catch((): Advert[] => []),
  ]);
  return (
    <aside className={styles.sidebar}>
      {earlier && (
        <section className={styles.block} aria-labelledby="education-earlier">
          <h2 id="education-earlier" className={styles.heading}>
            {t('earlier')}
          </h2>
          <article className={styles.earlier}>
            {earlier.typeName && <span className={styles.tag}>{earlier.typeName}</span>}
            <h3 className={styles.earlierTitle}>
              {earlier.path ? <Link href={earlier.path}>{earlier.title}</Link> : earlier.title}
            </h3>
            {earlier.created && (
              <p className={styles.date}>
                <FormattedDate value={earlier.created} locale={locale} />
              </p>
            )}
            {earlier.description && <p className={styles.description}>{earlier.description}</p>}
          </article>
        </section>
      )}
      <AdvertSidebar adverts={adverts} locale={locale} />
    </aside>
  );
}
