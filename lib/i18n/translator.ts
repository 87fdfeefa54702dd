import 'server-only';
import { createTranslator, type Messages, type NamespaceKeys, type NestedKeyOf } from 'next-intl';
import type { Locale } from './routing';

/**
 * A translator for code outside a rendered page (a route's refusal in the caller's language):
 * the language is the one the request names, not a page's.
 */
export async function translatorFor<N extends NamespaceKeys<Messages, NestedKeyOf<Messages>>>(
  locale: Locale,
  namespace: N,
) {
  const messages = (await import(`../../messages/${locale}.json`)).default as Messages;
  return createTranslator({ locale, messages, namespace });
}
