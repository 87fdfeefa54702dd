import type { Metadata } from 'next';
import { PinPassword } from '@/components/member/profile/PinPassword';
import { profileMetadata } from '@/components/member/profile/metadata';
import { SectionTitle } from '@/components/member/profile/SectionTitle';

export async function generateMetadata({ params }: PageProps<'/[locale]/profile/pin'>): Promise<Metadata> {
  return profileMetadata(params, 'pin');
}

export default function ProfilePinPage() {
  return (
    <>
      <SectionTitle section="pin" />
      <PinPassword />
    </>
  );
}
