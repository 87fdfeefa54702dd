import { hashed } from './limits';
import { LIMITS_TIMEOUT_MS, limitsPrefix, limitsRedis } from './store';

/**
 * The account a guess is counted against: the member a login name names, not the string typed.
 * Names are normalised first (an e-mail address without case or spaces; a phone number without
 * spaces, dashes, `+86`/`0086` or leading zeros, as an SMS gateway reads it), and once a member has
 * logged in, each of their names (e-mail and phone) is linked to them, so guesses at one member by
 * e-mail and by phone meet one count. Links are kept as hashes for 90 days.
 */

/** A mainland phone number as the gateway reads it: `+86 139-9854-0415`, `013998540415` -> `13998540415`. */
export function normalPhone(typed: string): string {
  let digits = typed.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (digits.startsWith('0086')) digits = digits.slice(4);
  else if (/^86\d{11}$/.test(digits)) digits = digits.slice(2);
  return digits.replace(/^0+/, '');
}

/** A login name (e-mail or phone) normalised for counting. */
export function normalIdentity(typed: string): string {
  const trimmed = typed.trim();
  if (trimmed.includes('@')) return `email:${trimmed.replace(/\s+/g, '').toLowerCase()}`;
  const phone = normalPhone(trimmed);
  return /^\d+$/.test(phone) ? `phone:${phone}` : `name:${trimmed.toLowerCase()}`;
}

const LINK_TTL_SECONDS = 90 * 24 * 60 * 60;
const MEMORY_LINKS = 10_000;
/** Without Redis: this process's links, the oldest forgotten first. */
const memory = new Map<string, string>();
const linkKey = (identity: string) => `${limitsPrefix()}link:${hashed(identity)}`;

async function withinTimeout<T>(work: Promise<T>): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), LIMITS_TIMEOUT_MS);
      }),
    ]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The count key of a member known by their card number (userToken). */
export const memberKey = (member: string) => `member:${hashed(member)}`;

/** The count key of the account a login name names: its member when known, else the normalised name. */
export async function accountKey(typed: string): Promise<string> {
  const identity = normalIdentity(typed);
  const redis = limitsRedis();
  const member = redis?.isReady
    ? await withinTimeout(redis.get(linkKey(identity)))
    : (memory.get(linkKey(identity)) ?? null);
  return typeof member === 'string' && member ? `member:${member}` : identity;
}

/** Links a member's login names (their e-mail, their phone, the name they typed) to them. */
export async function linkAccount(member: string, names: (string | null | undefined)[]): Promise<void> {
  const identities = [...new Set(names.filter((n): n is string => Boolean(n?.trim())).map(normalIdentity))];
  const value = hashed(member);
  const redis = limitsRedis();
  if (redis?.isReady) {
    await withinTimeout(
      Promise.all(
        identities.map((id) => redis.set(linkKey(id), value, { expiration: { type: 'EX', value: LINK_TTL_SECONDS } })),
      ),
    );
    return;
  }
  for (const id of identities) {
    memory.delete(linkKey(id));
    memory.set(linkKey(id), value);
    if (memory.size > MEMORY_LINKS) memory.delete(memory.keys().next().value!);
  }
}
