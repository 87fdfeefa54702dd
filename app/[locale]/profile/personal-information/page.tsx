import type { Metadata } from 'next';
import { PersonalInformation } from '@/components/member/profile/PersonalInformation';
import { profileMetadata } from '@/components/member/profile/metadata';
import { SectionTitle } from '@/components/member/profile/SectionTitle';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/profile/personal-information'>): Promise<Metadata> {
  return profileMetadata(params, 'personalInformation');
}

export default function ProfilePersonalInformationPage() {
  return (
    <>
      <SectionTitle section="personalInformation" />
      <PersonalInformation />
    </>
  );
}
