import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BenefitsView } from '@/components/content/benefits/BenefitsView';
import { SiteShell } from '@/components/layout/SiteShell';
import { getBenefits } from '@/lib/cms/benefits';
import { loadOrNotFound } from '@/lib/cms/load-route';
import { pageLocale } from '@/lib/i18n/page-locale';
import { fixedRouteMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/benefits'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Benefits' });
  return fixedRouteMetadata({ locale, path: '/benefits', title: t('title') });
}

/** Member benefits, from /node/user_panel, with the open tab in the URL (?tab=gift). */
export default async function BenefitsRoute({ params }: PageProps<'/[locale]/benefits'>) {
  const locale = await pageLocale(params);
  const panel = await loadOrNotFound(locale, () => getBenefits(locale));
  return (
    <SiteShell alternatePath="/benefits" bottomBar="other">
      <BenefitsView locale={locale} panel={panel} />
    </SiteShell>
  );
}
