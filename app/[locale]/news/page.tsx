import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { loadNewsLanding, NewsLanding } from '@/components/content/news/NewsLanding';
import { SiteShell } from '@/components/layout/SiteShell';
import { isLocale } from '@/lib/i18n/routing';
import { fixedRouteMetadata } from '@/lib/seo/metadata';

/** Spec section 9 / CONTENT.md: the theatre's default banner (a fixed file of the backend). */
const DEFAULT_BANNER = { url: '/sites/default/files/default/banner.jpg', alt: '', width: 2400, height: 1200 };

export async function generateMetadata({ params }: PageProps<'/[locale]/news'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'News' });
  return fixedRouteMetadata({ locale, path: '/news', title: t('title'), description: t('intro') });
}

/** The news landing (fixed route; the 'centers' landing page renders the same landing). */
export default async function NewsRoute({ params }: PageProps<'/[locale]/news'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const data = await loadNewsLanding(locale);
  const t = await getTranslations({ locale, namespace: 'News' });
  return (
    <SiteShell locale={locale} alternatePath="/news" bottomBar="other">
      <NewsLanding locale={locale} data={data} title={t('title')} intro={t('intro')} banner={DEFAULT_BANNER} />
    </SiteShell>
  );
}
