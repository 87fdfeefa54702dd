import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { bottomBarFor, pageComponents } from '@/components/content/registry';
import { FestivalShell } from '@/components/layout/FestivalShell';
import { SiteShell } from '@/components/layout/SiteShell';
import { ContentJsonLd } from '@/components/seo/ContentJsonLd';
import { loadPage, loadRoute, loadRoutePage, slugToPath } from '@/lib/cms/load-route';
import { isLocale } from '@/lib/i18n/routing';
import { contentPageMetadata, contentPageMetatags } from '@/lib/seo/content-metadata';
import { notFound } from 'next/navigation';

/** The home pages are prerendered at build; every other path renders on first visit, then is cached. */
export function generateStaticParams() {
  return [{ slug: [] as string[] }];
}

/**
 * The node's metatags, canonical URL and hreflang alternates (same cached reads as the page, which
 * renders alongside). The metatags need only the node's uuid: once alias resolution has given it,
 * they are asked for together with the node, not after it. The home page, read by language, learns
 * its uuid from the node.
 */
export async function generateMetadata({ params }: PageProps<'/[locale]/[[...slug]]'>): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  const path = slugToPath(slug);
  const route = await loadRoute(locale, path);
  const page = loadPage(locale, route);
  const [loaded, metatags] = await Promise.all([
    page,
    route.uuid ? contentPageMetatags(locale, route.uuid) : page.then((p) => contentPageMetatags(locale, p.uuid)),
  ]);
  return contentPageMetadata(locale, loaded, path, metatags);
}

export default async function ContentRoute({ params }: PageProps<'/[locale]/[[...slug]]'>) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const path = slugToPath(slug);
  const page = await loadRoutePage(locale, path);
  const Page = pageComponents[page.type];
  const other = locale === 'en' ? 'zh-hans' : 'en';
  const alternatePath = page.translations[other] ?? '/';

  if (page.festival && (page.type === 'festival' || page.type === 'festival_project')) {
    return (
      <FestivalShell locale={locale} alternatePath={alternatePath} festival={page.festival}>
        <Page page={page} locale={locale} />
        <ContentJsonLd page={page} locale={locale} path={path} />
      </FestivalShell>
    );
  }
  return (
    <SiteShell locale={locale} alternatePath={alternatePath} bottomBar={bottomBarFor(page.type)}>
      <Page page={page} locale={locale} />
      <ContentJsonLd page={page} locale={locale} path={path} />
    </SiteShell>
  );
}
