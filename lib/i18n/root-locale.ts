import { locale as rootLocale } from 'next/root-params';
import { defaultLocale, isLocale, type Locale } from './routing';

/**
 * The locale of the current route for server components that get no params (not-found,
 * forbidden). Reading the root param keeps them static, unlike next-intl's getLocale().
 */
export async function currentLocale(): Promise<Locale> {
  const value = await rootLocale();
  return isLocale(value) ? value : defaultLocale;
}
