import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { theatre } from '@/lib/theatre';
import type { TheatreFacts } from './jsonld';
import { absoluteUrl, siteFileUrl } from './urls';

/** The theatre's name, address and telephone in a language, for structured data (lib/theatre.ts). */
export function getTheatreFacts(locale: Locale): TheatreFacts {
  return {
    name: theatre.name[locale],
    description: theatre.description[locale],
    url: absoluteUrl(locale, '/'),
    logo: siteFileUrl(theatre.images.logo.path),
    image: siteFileUrl(theatre.images.shareImage.path),
    telephone: theatre.phone,
    streetAddress: theatre.address.street[locale],
    addressLocality: theatre.address.locality[locale],
    addressCountry: theatre.address.country,
  };
}
