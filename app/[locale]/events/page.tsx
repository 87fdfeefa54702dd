import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/app/ClientMessages';
import { SiteShell } from '@/components/layout/SiteShell';
import { EventsCalendar } from '@/components/shows/events/EventsCalendar';
import styles from '@/components/shows/seats/SeatPage.module.css';
import { loadContent } from '@/lib/cms/load-route';
import { getShowCards } from '@/lib/cms/shows';
import { pageLocale } from '@/lib/i18n/page-locale';
import { fixedRouteMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/events'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Shows' });
  return fixedRouteMetadata({ locale, path: '/events', title: t('eventsTitle') });
}

/** What's on (/events): the event calendar by month and the shows of the chosen day. */
export default async function EventsRoute({ params }: PageProps<'/[locale]/events'>) {
  const locale = await pageLocale(params);
  const cards = await loadContent(locale, () => getShowCards(locale));
  const t = await getTranslations({ locale, namespace: 'Shows' });
  return (
    <SiteShell alternatePath="/events" bottomBar="events">
      <div className={styles.page}>
        <h1 className={styles.title}>{t('eventsTitle')}</h1>
        <ClientMessages locale={locale} namespaces={['Shows', 'AccessKinds', 'ShowCard']}>
          <EventsCalendar cards={cards} />
        </ClientMessages>
      </div>
    </SiteShell>
  );
}
