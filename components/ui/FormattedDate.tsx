import type { Locale } from '@/lib/i18n/routing';

const formats: Record<Locale, Intl.DateTimeFormat> = {
  'zh-hans': new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Shanghai' }),
  en: new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Shanghai' }),
};

/** A date in the theatre's time zone, written the way each language writes dates. */
export function FormattedDate({ value, locale }: { value: string | number; locale: Locale }) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return <time dateTime={date.toISOString()}>{formats[locale].format(date)}</time>;
}
