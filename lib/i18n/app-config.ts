import type en from '@/messages/en.json';
import type zhHans from '@/messages/zh-hans.json';
import type { Locale } from './routing';

/**
 * next-intl's types for this site: useLocale()/getLocale() give a `Locale`, Link's `locale` and
 * getPathname's accept only one, and `t('Namespace.key')` must name a message that exists.
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}

/** Every message key of a catalogue, dotted ('Common.home'). */
type MessageKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessageKeys<T[K]>}`;
}[keyof T & string];

type MissingFrom<Has, Lacks> = Exclude<MessageKeys<Has>, MessageKeys<Lacks>>;

/** Accepts only `never`: anything else is reported with its value, here the keys one language lacks. */
type NoneOf<Missing extends never> = Missing;

/** A key in one language's catalogue and not in the other's fails the type-check here, named. */
export type CatalogueParity = [
  NoneOf<MissingFrom<typeof en, typeof zhHans>>,
  NoneOf<MissingFrom<typeof zhHans, typeof en>>,
];
