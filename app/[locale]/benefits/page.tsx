import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BenefitsView } from '@/components/content/benefits/BenefitsView';
import { SiteShell } from '@/components/layout/SiteShell';
import { getBenefits } from '@/lib/cms/benefits';
import { loadOrNotFound } from '@/lib/cms/load-route';
import { isLocale } from '@/lib/i18n/routing';
import { fixedRouteMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/benefits'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Benefits' });
  return fixedRouteMetadata({ locale, path: '/benefits', title: t('title') });
}

/** Member benefits, from /node/user_panel, with the open tab in the URL (?tab=gift). */
export default async function BenefitsRoute({ params }: PageProps<'/[locale]/benefits'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const panel = await loadOrNotFound(locale, () => getBenefits(locale));
  return (
    <SiteShell locale={locale} alternatePath="/benefits" bottomBar="other">
      <BenefitsView locale={locale} panel={panel} />
    </SiteShell>
  );
}
