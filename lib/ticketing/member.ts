import { ticketingRequest } from './transport';
import type { Locale } from '@/lib/i18n/routing';
import { langType } from '@/lib/i18n/routing';

export type RawProfile = {
  userName?: string | null;
  userEmail?: string | null;
  userToken?: string | null;
  userTel?: string | null;
  userAddress?: string | null;
  userLevel?: number | null;
  levelName?: string | null;
};

/** The placeholder the ticketing API uses for a name that was never set. */
export const NOT_SET_PLACEHOLDERS = ['未设置', 'Not set', 'not set', 'null', 'undefined'];

export type Profile = {
  userName: string;
  userEmail: string;
  userToken: string;
  userTel: string;
  userAddress: string;
  userLevel: number;
  levelName: string;
};

function clean(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  return NOT_SET_PLACEHOLDERS.includes(v) ? '' : v;
}

export function reshapeProfile(raw: RawProfile): Profile {
  return {
    userName: clean(raw.userName),
    userEmail: clean(raw.userEmail),
    userToken: clean(raw.userToken),
    userTel: clean(raw.userTel),
    userAddress: clean(raw.userAddress),
    userLevel: Number(raw.userLevel ?? 0),
    levelName: clean(raw.levelName),
  };
}

/** The name on the card: userName, else userEmail, else userTel. */
export function displayName(profile: Profile): string {
  return profile.userName || profile.userEmail || profile.userTel;
}

export async function fetchProfile(token: string, locale: Locale): Promise<Profile> {
  const raw = await ticketingRequest<RawProfile>('/api/user/userInfo', {
    method: 'POST',
    token,
    body: { locale, langType: langType(locale) },
  });
  return reshapeProfile(raw ?? {});
}

export async function logoutRequest(token: string): Promise<void> {
  await ticketingRequest('/api/user/logout', { token });
}
