import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/app/ClientMessages';
import { SiteShell } from '@/components/layout/SiteShell';
import { SearchPage } from '@/components/search/SearchPage';
import { pageLocale } from '@/lib/i18n/page-locale';
import { fixedRouteMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/search'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Search' });
  return fixedRouteMetadata({ locale, path: '/search', title: t('title'), index: false });
}

/** /search: a static page; the keyword and page are read from the URL in a client leaf. */
export default async function SearchRoute({ params }: PageProps<'/[locale]/search'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Search' });
  return (
    <SiteShell alternatePath="/search" bottomBar="other">
      <div className="container">
        <h1>{t('title')}</h1>
        <ClientMessages locale={locale} namespaces={['Search']}>
          <SearchPage locale={locale} />
        </ClientMessages>
      </div>
    </SiteShell>
  );
}
