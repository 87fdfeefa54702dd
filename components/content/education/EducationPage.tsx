import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ContentPageProps } from '@/components/content/registry';
import { FormattedDate } from '@/components/ui/FormattedDate';
import { RichText } from '@/components/ui/RichText';
import { getEducationPage } from '@/lib/cms/education';
import type { EducationPage as EducationData } from '@/lib/cms/education-types';
import { rethrowCmsError } from '@/lib/cms/load-route';
import { localizedPath } from '@/lib/i18n/routing';
import Link from 'next/link';
import { EducationSections } from './EducationSections';
import { EducationSidebar } from './EducationSidebar';
import styles from './EducationPage.module.css';

/** An online-education page: title, type tag, paragraph blocks; sidebar with the earlier item and adverts. */
export async function EducationPage({ page, locale }: ContentPageProps) {
  let data: EducationData | null = null;
  try {
    data = await getEducationPage(locale, page.uuid);
  } catch (error) {
    rethrowCmsError(error, locale);
  }
  if (!data) notFound();
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
