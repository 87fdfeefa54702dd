import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ClientMessages } from '@/components/app/ClientMessages';
import { NotFoundPage } from '@/components/app/NotFoundPage';
import { SiteShell } from '@/components/layout/SiteShell';
import { loadShow } from '@/components/shows/ProjectPage';
import { AccessPerformancesProvider } from '@/components/shows/access/AccessContext';
import { SaleClosed } from '@/components/shows/on-sale/SaleClosed';
import { SeatPickerIsland } from '@/components/shows/seats/SeatPickerIsland';
import { loadContent } from '@/lib/cms/load-route';
import { findShowByProjectId } from '@/lib/cms/shows';
import { pageLocale } from '@/lib/i18n/page-locale';
import { notFoundMetadata } from '@/lib/seo/error-metadata';
import styles from '@/components/shows/seats/SeatPage.module.css';

/**
 * Cache Components needs at least one param to prerender the route's shell; '~' is never a real id
 * or uuid, so the build asks the backend nothing and real ids render on first request.
 */
export function generateStaticParams() {
  return [{ id: '~' }];
}

/** The tab names the step and the show; the seat map is a step of buying, not a page to index. */
export async function generateMetadata({ params }: PageProps<'/[locale]/project/[id]/seats'>): Promise<Metadata> {
  const { id } = await params;
  const locale = await pageLocale(params);
  const found = await loadContent(locale, () => findShowByProjectId(locale, decodeURIComponent(id)));
  if (!found) return notFoundMetadata(locale);
  const [show, t] = await Promise.all([
    loadShow(locale, found.type, found.uuid),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  return { title: t('seatsTitle', { show: show.title }), robots: { index: false, follow: true } };
}

/** /project/{id}/seats?event=<eventToken>: choose seats of a seated performance. */
export default async function SeatsRoute({ params, searchParams }: PageProps<'/[locale]/project/[id]/seats'>) {
  const { id } = await params;
  const locale = await pageLocale(params);
  const found = await loadContent(locale, () => findShowByProjectId(locale, decodeURIComponent(id)));
  if (!found) return <NotFoundPage />;
  const show = await loadShow(locale, found.type, found.uuid);
  const t = await getTranslations({ locale, namespace: 'Shows' });
  return (
    <SiteShell alternatePath={`/project/${encodeURIComponent(show.projectId)}/seats`}>
      <div className={styles.page}>
        <p className={styles.kicker}>{t('seatsTitle')}</p>
        <h1 className={styles.title}>{show.title}</h1>
        <p className={styles.venue}>{show.venue}</p>
        <Suspense>
          {/* before the performance goes on sale: when, and the way back (issue 45) */}
          <SaleClosed
            locale={locale}
            showTitle={show.title}
            showHref={show.path ?? `/events/show/${show.uuid}`}
            projectToken={show.projectId}
            search={searchParams}
          >
            <ClientMessages locale={locale} namespaces={['Shows', 'AccessKinds', 'SeatFeatures']}>
              {/* the chosen performance's access badges in the map's header */}
              <AccessPerformancesProvider performances={show.accessPerformances}>
                <SeatPickerIsland projectToken={show.projectId} showHref={show.path ?? `/events/show/${show.uuid}`} />
              </AccessPerformancesProvider>
            </ClientMessages>
          </SaleClosed>
        </Suspense>
      </div>
    </SiteShell>
  );
}
