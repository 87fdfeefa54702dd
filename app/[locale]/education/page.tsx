import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EducationLanding } from '@/components/content/education/EducationLanding';
import { SiteShell } from '@/components/layout/SiteShell';
import { getEducationTerms } from '@/lib/cms/education';
import { loadContent } from '@/lib/cms/load-route';
import { isLocale } from '@/lib/i18n/routing';
import { fixedRouteMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/education'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Education' });
  return fixedRouteMetadata({ locale, path: '/education', title: t('title') });
}

/** Online education: a tab per type_of_education term, each with a paged list (10 a page). */
export default async function EducationRoute({ params, searchParams }: PageProps<'/[locale]/education'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const terms = await loadContent(locale, () => getEducationTerms(locale));
  return (
    <SiteShell locale={locale} alternatePath="/education" bottomBar="other">
      <EducationLanding locale={locale} terms={terms} searchParams={searchParams} />
    </SiteShell>
  );
}
