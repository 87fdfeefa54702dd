import { getTranslations } from 'next-intl/server';
import { ShowModal } from '@/components/shows/ShowModal';
import { ShowView } from '@/components/shows/ShowView';
import { loadOrNotFound } from '@/lib/cms/load-route';
import { findShowByUuid } from '@/lib/cms/shows';
import { getPathname } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';

/**
 * Cache Components needs at least one param to prerender the route's shell; '~' is never a real id
 * or uuid, so the build asks the backend nothing and real ids render on first request.
 */
export function generateStaticParams() {
  return [{ uuid: '~' }];
}

/**
 * The quick-view modal (projectDetail): a show card clicked on a wide screen soft-navigates to
 * /events/show/{uuid}, which this intercepting route shows over the current page. A reload or a
 * shared link renders the full page instead (app/[locale]/events/show/[uuid]).
 */
export default async function ShowModalRoute({ params }: PageProps<'/[locale]/events/show/[uuid]'>) {
  const { uuid } = await params;
  const locale = await pageLocale(params);
  const [show, t] = await Promise.all([
    loadOrNotFound(locale, () => findShowByUuid(locale, uuid)),
    getTranslations({ locale, namespace: 'Shows' }),
  ]);
  const fullPage = {
    href: getPathname({ locale, href: show.path ?? `/events/show/${show.uuid}` }),
    label: t('openFullPage'),
  };
  return (
    <ShowModal projectId={show.projectId} href={`/events/show/${show.uuid}`} fullPage={fullPage}>
      <ShowView show={show} locale={locale} variant="modal" />
    </ShowModal>
  );
}
