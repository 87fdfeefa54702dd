'use client';

import { CmsPicture } from '@/components/ui/CmsPicture';
import { useTranslations } from 'next-intl';
import { useShow } from '@/lib/bff/client/hooks/shows';
import { SiteLink } from '@/components/ui/SiteLink';
import type { Locale } from '@/lib/i18n/routing';
import type { SearchResult } from '@/lib/cms/types';
import { formatDate, formatDateRange } from '@/lib/text/dates';
import styles from './SearchPage.module.css';

const CROP = { width: 600, height: 420 };

export function SearchResultItem({ result, locale }: { result: SearchResult; locale: Locale }) {
  const t = useTranslations('Search');
  // a show's type name (Opera, Musical...) from the ticketing project lookup (spec: projectTypeName)
  const projectType = useShow(result.projectId).data?.typeName || null;
  const known = ['news', 'art_education', 'project', 'festival_project'].includes(result.type);
  const kind = known ? t(`type_${result.type as 'news'}`) : '';
  const tag = projectType ?? result.typeName;
  const isShow = !!result.projectId;
  return (
    <article className={styles.item} data-result-type={result.type}>
      <SiteLink href={result.href} className={styles.itemImage} tabIndex={-1} aria-hidden="true">
        {result.image && <CmsPicture url={result.image} crop={CROP} alt="" sizes="(max-width: 767px) 100vw, 240px" />}
      </SiteLink>
      <div className={styles.itemText}>
        <p className={styles.meta}>
          {kind && <span className={styles.kind}>{kind}</span>}
          {tag && <span className={styles.tag}>{tag}</span>}
          {isShow ? (
            <span>{formatDateRange(result.dateFrom, result.dateTo, locale)}</span>
          ) : (
            result.created && <time dateTime={result.created}>{formatDate(result.created, locale)}</time>
          )}
        </p>
        <h2 className={styles.title} lang={result.lang}>
          <SiteLink href={result.href}>{result.title}</SiteLink>
        </h2>
        {isShow && result.venue && (
          <p className={styles.venue} lang={result.lang}>
            {result.venue}
          </p>
        )}
        {result.summary && (
          <p className={styles.summary} lang={result.lang}>
            {result.summary}
          </p>
        )}
      </div>
    </article>
  );
}
