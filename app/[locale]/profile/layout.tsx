import { memberPageLayout } from '@/components/app/PerRequest';
import { SiteShell } from '@/components/layout/SiteShell';
import { ProfileShell } from '@/components/member/profile/ProfileShell';

// A member page: rendered whole per request, so every script carries the CSP nonce (proxy.ts).
// The order page shows the payment result (Checkout), its seats' features (SeatFeatures) and its
// performance's access kinds (AccessKinds).
const MemberPage = memberPageLayout(['Profile', 'Checkout', 'SeatFeatures', 'AccessKinds']);

/**
 * Every profile page: the site's shell, the login gate, the member's card and the profile's menu.
 * Each section is a page of its own below; moving between them keeps this frame.
 */
export default function ProfileLayout({ children, params }: LayoutProps<'/[locale]/profile'>) {
  return (
    <MemberPage params={params}>
      <SiteShell bottomBar="other">
        <ProfileShell>{children}</ProfileShell>
      </SiteShell>
    </MemberPage>
  );
}

export const instant = false;
