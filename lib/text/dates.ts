import type { Locale } from '@/lib/i18n/routing';

const day = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Shanghai' });

/** 2026.03.01, in the theatre's time zone (the way both languages print show dates). */
export function dotDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return day.format(date).replace(/-/g, '.');
}

/** A show's run: '2026.03.01 - 2026.03.05', or one date when it plays one day. */
export function dateRange(from: string | null, to: string | null): string {
  const a = dotDate(from);
  const b = dotDate(to);
  if (!a) return b;
  if (!b || a === b) return a;
  return `${a} - ${b}`;
}

/** A long date for articles (2026年3月1日 / 1 March 2026). */
export function longDate(value: string | null | undefined, locale: Locale): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'zh-CN', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Asia/Shanghai',
  }).format(date);
}
