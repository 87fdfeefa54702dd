import { locale as rootLocale } from 'next/root-params';
import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing } from './routing';
import { VENUE_TIME_ZONE } from './time-zone';

/**
 * next-intl's configuration for server components. The language is the explicit one a call passes
 * (`getTranslations({ locale })`, as inside 'use cache' functions) or else the `[locale]` root param
 * (next/root-params): every server component under app/[locale] can call getLocale(),
 * getTranslations() and render the navigation `Link` without the locale being handed down, and
 * without setRequestLocale in each page (the pattern next-intl recommends since Next 16.3).
 */
export default getRequestConfig(async ({ locale: explicit }) => {
  const requested = explicit ?? (await rootLocale());
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: VENUE_TIME_ZONE,
  };
});
