import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { SiteShell } from '@/components/layout/SiteShell';
import { ShowView } from '@/components/shows/ShowView';
import { rethrowCmsError } from '@/lib/cms/load-route';
import { findShowByUuid } from '@/lib/cms/shows';
import { isLocale } from '@/lib/i18n/routing';

export function generateStaticParams() {
  return [{ uuid: '~' }];
}

/** /events/show/{uuid}: the share and history URL of a show; renders the same page. */
export default async function ShowByUuidRoute({ params }: PageProps<'/[locale]/events/show/[uuid]'>) {
  const { locale, uuid } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  let show: Awaited<ReturnType<typeof findShowByUuid>> = null;
  try {
    show = await findShowByUuid(locale, uuid);
  } catch (error) {
    rethrowCmsError(error, locale);
  }
  if (!show) notFound();
  return (
    <SiteShell locale={locale} alternatePath={`/events/show/${show.uuid}`}>
      <ShowView show={show} locale={locale} />
    </SiteShell>
  );
}
