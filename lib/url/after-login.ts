import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { safeReturnPath } from './local-path';

/** Where to go after login (the final path, language included): `returnTo` when it is a path of this site, else the language's home. */
export function afterLoginPath(returnTo: string | null | undefined, locale: Locale): string {
  return safeReturnPath(returnTo) ?? getPathname({ locale, href: '/' });
}
