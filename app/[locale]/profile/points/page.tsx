import type { Metadata } from 'next';
import { OpenPointsAccount } from '@/components/member/OpenPointsAccount';
import { PointRecords } from '@/components/member/profile/PointRecords';
import { profileMetadata } from '@/components/member/profile/metadata';
import { SectionTitle } from '@/components/member/profile/SectionTitle';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/profile/points'>): Promise<Metadata> {
  return profileMetadata(params, 'points');
}

export default async function ProfilePointsPage({ params }: PageProps<'/[locale]/profile/points'>) {
  const locale = await pageLocale(params);
  return (
    <>
      <SectionTitle section="points" />
      <OpenPointsAccount />
      <PointRecords locale={locale} dataType={1} />
    </>
  );
}
