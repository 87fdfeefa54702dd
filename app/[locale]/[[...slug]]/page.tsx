import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/app/NotFoundPage';
import { bottomBarFor, pageComponents } from '@/components/content/registry';
import { ContentLanguage } from '@/components/content/shared/ContentLanguage';
import { FestivalShell } from '@/components/layout/FestivalShell';
import { SiteShell } from '@/components/layout/SiteShell';
import { ContentJsonLd } from '@/components/seo/ContentJsonLd';
import { findPage, findRoute, slugToPath } from '@/lib/cms/load-route';
import { otherLanguagePath } from '@/lib/cms/pages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { contentPageMetadata, contentPageMetatags } from '@/lib/seo/content-metadata';
import { notFoundMetadata } from '@/lib/seo/error-metadata';

/** The home pages are prerendered at build; every other path renders on first visit, then is cached. */
export function generateStaticParams() {
  return [{ slug: [] as string[] }];
}

/**
 * The node's metatags, canonical URL and hreflang alternates (same cached reads as the page, which
 * renders alongside). The metatags need only the node's uuid: once alias resolution has given it,
 * they are asked for together with the node, not after it. The home page, read by language, learns
 * its uuid from the node. Nothing at the path: the 404 page's head (never a notFound() here: thrown
 * from metadata, it empties the whole page).
 */
export async function generateMetadata({ params }: PageProps<'/[locale]/[[...slug]]'>): Promise<Metadata> {
  const { slug } = await params;
  const locale = await pageLocale(params);
  const path = slugToPath(slug);
  const route = await findRoute(locale, path);
  if (!route) return notFoundMetadata(locale);
  const page = findPage(locale, route);
  const [loaded, metatags] = await Promise.all([
    page,
    route.uuid
      ? contentPageMetatags(locale, { uuid: route.uuid, nid: route.nid })
      : page.then((p) => (p ? contentPageMetatags(locale, p) : {})),
  ]);
  return loaded ? contentPageMetadata(locale, loaded, path, metatags) : notFoundMetadata(locale);
}

export default async function ContentRoute({ params }: PageProps<'/[locale]/[[...slug]]'>) {
  const { slug } = await params;
  const locale = await pageLocale(params);
  const path = slugToPath(slug);
  const route = await findRoute(locale, path);
  const page = route && (await findPage(locale, route));
  if (!page) return <NotFoundPage />;
  const Page = pageComponents[page.type];
  const content = (
    <ContentLanguage langcode={page.langcode} locale={locale}>
      <Page page={page} locale={locale} />
    </ContentLanguage>
  );
  const alternatePath = otherLanguagePath(page, locale === 'en' ? 'zh-hans' : 'en');

  if (page.festival && (page.type === 'festival' || page.type === 'festival_project')) {
    return (
      <FestivalShell alternatePath={alternatePath} festival={page.festival}>
        {content}
        <ContentJsonLd page={page} locale={locale} path={path} />
      </FestivalShell>
    );
  }
  return (
    <SiteShell alternatePath={alternatePath} bottomBar={bottomBarFor(page.type)}>
      {content}
      <ContentJsonLd page={page} locale={locale} path={path} />
    </SiteShell>
  );
}
