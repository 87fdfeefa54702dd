import type { Metadata } from 'next';
import { Medals } from '@/components/member/profile/Medals';
import { profileMetadata } from '@/components/member/profile/metadata';
import { SectionTitle } from '@/components/member/profile/SectionTitle';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/profile/medals'>): Promise<Metadata> {
  return profileMetadata(params, 'medals');
}

export default async function ProfileMedalsPage({ params }: PageProps<'/[locale]/profile/medals'>) {
  const locale = await pageLocale(params);
  return (
    <>
      <SectionTitle section="medals" />
      <Medals locale={locale} />
    </>
  );
}
