import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/content/info/PageBanner';
import { FetchStatus } from '@/components/ui/FetchStatus';
import { Tabs } from '@/components/ui/Tabs';
import { getEducationList } from '@/lib/cms/education';
import type { EducationListPage, EducationTerm } from '@/lib/cms/types';
import type { Locale } from '@/lib/i18n/routing';
import { EducationList } from './EducationList';
import styles from './EducationLanding.module.css';

type SearchParams = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string | null {
  return typeof value === 'string' ? value : Array.isArray(value) ? (value[0] ?? null) : null;
}

/** `?type=<tid>&page=<n>`: the term (the first when absent or unknown) and the page (from 1). */
export function readEducationQuery(terms: EducationTerm[], query: SearchParams): { term: EducationTerm; page: number } {
  const type = single(query.type);
  const term = terms.find((t) => String(t.tid) === type) ?? terms[0];
  const page = Number.parseInt(single(query.page) ?? '1', 10);
  return { term, page: Number.isFinite(page) && page >= 1 ? Math.min(page, 1000) : 1 };
}

/** The term tabs and the banner of the open term, around the list panel. */
export function EducationBrowserView({
  terms,
  active,
  label,
  children,
}: {
  locale: Locale;
  terms: EducationTerm[];
  active: EducationTerm;
  label: string;
  children: ReactNode;
}) {
  return (
    <>
      {active.image && (
        <div className={styles.banner}>
          <PageBanner image={active.image} size={{ width: 1200, height: 400 }} />
        </div>
      )}
      <div className="container">
        <Tabs
          tabs={terms.map((term) => ({ key: String(term.tid), label: term.name }))}
          label={label}
          param="type"
          active={String(active.tid)}
          navigation="server"
          resetParams={['page']}
          panels={{ [String(active.tid)]: children }}
        />
      </div>
    </>
  );
}

/** The URL-dependent part of /education (rendered at request time, inside Suspense). */
export async function EducationBrowser({
  locale,
  terms,
  searchParams,
}: {
  locale: Locale;
  terms: EducationTerm[];
  searchParams: Promise<SearchParams>;
}) {
  const { term, page } = readEducationQuery(terms, await searchParams);
  const t = await getTranslations({ locale, namespace: 'Education' });
  let list: EducationListPage | null = null;
  try {
    list = await getEducationList(locale, term.id, page);
  } catch {
    list = null;
  }
  return (
    <EducationBrowserView locale={locale} terms={terms} active={term} label={t('tabsLabel')}>
      {list ? <EducationList locale={locale} list={list} tid={term.tid} /> : <FetchStatus status="error" />}
    </EducationBrowserView>
  );
}
