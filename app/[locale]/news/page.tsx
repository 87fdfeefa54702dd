import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadNewsLanding, NewsLanding } from '@/components/content/news/NewsLanding';
import { SiteShell } from '@/components/layout/SiteShell';
import { pageLocale } from '@/lib/i18n/page-locale';
import { fixedRouteMetadata } from '@/lib/seo/metadata';
import { theatre } from '@/lib/theatre';

/** The theatre's default banner (spec section 9), a file of the site (lib/theatre.ts). */
const DEFAULT_BANNER = {
  url: theatre.images.banner.path,
  alt: '',
  width: theatre.images.banner.width,
  height: theatre.images.banner.height,
};

export async function generateMetadata({ params }: PageProps<'/[locale]/news'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'News' });
  return fixedRouteMetadata({ locale, path: '/news', title: t('title') });
}

/** The news landing (fixed route; the 'centers' landing page renders the same landing). */
export default async function NewsRoute({ params }: PageProps<'/[locale]/news'>) {
  const locale = await pageLocale(params);
  const data = await loadNewsLanding(locale);
  const t = await getTranslations({ locale, namespace: 'News' });
  return (
    <SiteShell alternatePath="/news" bottomBar="other">
      <NewsLanding locale={locale} data={data} title={t('title')} banner={DEFAULT_BANNER} />
    </SiteShell>
  );
}
