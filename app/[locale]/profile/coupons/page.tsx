import type { Metadata } from 'next';
import { Coupons } from '@/components/member/profile/Coupons';
import { profileMetadata } from '@/components/member/profile/metadata';
import { SectionTitle } from '@/components/member/profile/SectionTitle';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/profile/coupons'>): Promise<Metadata> {
  return profileMetadata(params, 'coupons');
}

export default async function ProfileCouponsPage({ params }: PageProps<'/[locale]/profile/coupons'>) {
  const locale = await pageLocale(params);
  return (
    <>
      <SectionTitle section="coupons" />
      <Coupons locale={locale} />
    </>
  );
}
