import { SiteShell } from '@/components/layout/SiteShell';
import type { Locale } from '@/lib/i18n/routing';
import { ProfileApp } from './ProfileApp';
import { PROFILE_SECTIONS, type ProfileSection } from './sections';

type Props = { locale: Locale; section: ProfileSection; orderToken?: string };

/** The server part of every profile page: the site's shell around the client-rendered account. */
export function ProfilePage({ locale, section, orderToken }: Props) {
  const path = PROFILE_SECTIONS.find((s) => s.key === section)!.path;
  return (
    <SiteShell alternatePath={orderToken ? `${path}/${encodeURIComponent(orderToken)}` : path} bottomBar="other">
      <ProfileApp locale={locale} section={section} orderToken={orderToken} />
    </SiteShell>
  );
}
