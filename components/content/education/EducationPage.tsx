import { getTranslations } from 'next-intl/server';
import type { ContentPageProps } from '@/components/content/page-props';
import { FormattedDate } from '@/components/ui/FormattedDate';
import { RichText } from '@/components/ui/RichText';
import { getEducationPage } from '@/lib/cms/education';
import { loadOrNotFound } from '@/lib/cms/load-route';
import { localizedPath } from '@/lib/i18n/routing';
import Link from 'next/link';
import { EducationSections } from './EducationSections';
import { EducationSidebar } from './EducationSidebar';
import styles from './EducationPage.module.css';

/** An online-education page: title, type tag, paragraph blocks; sidebar with the earlier item and adverts. */
export async function EducationPage({ page, locale }: ContentPageProps) {
  const data = await loadOrNotFound(locale, () => getEducationPage(locale, page.uuid));
  const t = await getTranslations({ locale, namespace: 'Education' });
  const listHref = localizedPath(locale, data.typeId ? `/education?type=${data.typeId}` : '/education');
  return (
    <div className={`container ${styles.layout}`} data-content-type="education">
      <article className={styles.main}>
        <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
          <Link href={listHref}>{t('title')}</Link>
        </nav>
        <h1 className={styles.title}>{data.title}</h1>
        <p className={styles.meta}>
          {data.typeName && <span className={styles.tag}>{data.typeName}</span>}
          {data.created && <FormattedDate value={data.created} locale={locale} />}
        </p>
        <RichText html={data.bodyHtml} className={styles.body} />
        <EducationSections sections={data.sections} />
      </article>
      <EducationSidebar locale={locale} created={data.created} />
    </div>
  );
}
