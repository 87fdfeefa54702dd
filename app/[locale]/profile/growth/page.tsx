import type { Metadata } from 'next';
import { PointRecords } from '@/components/member/profile/PointRecords';
import { profileMetadata } from '@/components/member/profile/metadata';
import { SectionTitle } from '@/components/member/profile/SectionTitle';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/profile/growth'>): Promise<Metadata> {
  return profileMetadata(params, 'growth');
}

export default async function ProfileGrowthPage({ params }: PageProps<'/[locale]/profile/growth'>) {
  const locale = await pageLocale(params);
  return (
    <>
      <SectionTitle section="growth" />
      <PointRecords locale={locale} dataType={2} />
    </>
  );
}
