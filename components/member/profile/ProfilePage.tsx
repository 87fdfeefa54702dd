import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { SiteShell } from '@/components/layout/SiteShell';
import { isLocale } from '@/lib/i18n/routing';
import { ProfileApp } from './ProfileApp';
import { PROFILE_SECTIONS, type ProfileSection } from './sections';

type Props = { locale: string; section: ProfileSection; orderToken?: string };

/** The server part of every profile page: the site's shell around the client-rendered account. */
export function ProfilePage({ locale, section, orderToken }: Props) {
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const path = PROFILE_SECTIONS.find((s) => s.key === section)!.path;
  return (
    <SiteShell locale={locale} alternatePath={orderToken ? `${path}/${encodeURIComponent(orderToken)}` : path} bottomBar="other">
      <ProfileApp locale={locale} section={section} orderToken={orderToken} />
    </SiteShell>
  );
}
