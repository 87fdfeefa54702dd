import type { Locale } from '@/lib/i18n/routing';
import { formatDate } from '@/lib/text/dates';

/** A date in the theatre's time zone, written the way each language writes dates (lib/text/dates). */
export function FormattedDate({ value, locale }: { value: string | number; locale: Locale }) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return <time dateTime={date.toISOString()}>{formatDate(date.getTime(), locale)}</time>;
}
