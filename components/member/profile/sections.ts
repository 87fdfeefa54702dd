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
