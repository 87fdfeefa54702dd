export const PROFILE_SECTIONS = [
  { key: 'orders', path: '/profile/orders' },
  { key: 'coupons', path: '/profile/coupons' },
  { key: 'points', path: '/profile/points' },
  { key: 'growth', path: '/profile/growth' },
  { key: 'medals', path: '/profile/medals' },
  { key: 'personalInformation', path: '/profile/personal-information' },
  { key: 'pin', path: '/profile/pin' },
] as const;

export type ProfileSection = (typeof PROFILE_SECTIONS)[number]['key'];

/** The section a profile path (inside the language) belongs to, and whether it is one order's page. */
export function sectionOf(pathname: string): { section: ProfileSection | null; oneOrder: boolean } {
  const section = PROFILE_SECTIONS.find((s) => pathname === s.path || pathname.startsWith(`${s.path}/`));
  return { section: section?.key ?? null, oneOrder: /^\/profile\/orders\/[^/]+$/.test(pathname) };
}
