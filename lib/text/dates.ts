import type { Locale } from '@/lib/i18n/routing';
import { theatre } from '@/lib/theatre';

/**
 * Every date the site prints, in the theatre's time zone (lib/theatre.ts) and one format per
 * language: 2026年12月8日 / 8 December 2026, with a weekday or a time where one is wanted, and the
 * machine-readable dates (YYYY-MM-DD, ISO 8601 with the zone's offset). Nothing else writes dates
 * (no 2026.12.08, no "8 Dec 2026"), so a visitor reads them the same way everywhere.
 */
const ZONE = theatre.timeZone;
/** the language each locale's dates are written in */
const TAG: Record<Locale, string> = { 'zh-hans': 'zh-CN', en: 'en-GB' };

const time: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hour12: false };
const OPTIONS = {
  date: { year: 'numeric', month: 'long', day: 'numeric' },
  weekday: { weekday: 'short', year: 'numeric', month: 'long', day: 'numeric' },
  time,
  month: { year: 'numeric', month: 'long' },
  dayOfMonth: { weekday: 'long', month: 'long', day: 'numeric' },
  dayAndMonth: { month: 'long', day: 'numeric' },
  weekdayAlone: { weekday: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof OPTIONS;
const formats = new Map<string, Intl.DateTimeFormat>();

function format(style: Style, locale: Locale, date: Date | number, zone = ZONE): string {
  const key = `${style}|${locale}|${zone}`;
  let fmt = formats.get(key);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(TAG[locale], { ...OPTIONS[style], timeZone: zone });
    formats.set(key, fmt);
  }
  return fmt.format(date);
}

function toDate(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 2026年12月8日 / 8 December 2026; '' when there is no valid date. */
export function formatDate(value: string | number | null | undefined, locale: Locale): string {
  const date = toDate(value);
  return date ? format('date', locale, date) : '';
}

/** A run of dates: one date when it is one day, else 'first – last'. */
export function formatDateRange(
  from: string | number | null | undefined,
  to: string | number | null | undefined,
  locale: Locale,
): string {
  const a = formatDate(from, locale);
  const b = formatDate(to, locale);
  if (!a) return b;
  if (!b || a === b) return a;
  return `${a} – ${b}`;
}

/** 2026年12月8日 19:30 / 8 December 2026, 19:30 */
export function formatDateTime(value: string | number | null | undefined, locale: Locale): string {
  const date = toDate(value);
  if (!date) return '';
  const time = format('time', locale, date);
  return locale === 'en' ? `${format('date', locale, date)}, ${time}` : `${format('date', locale, date)} ${time}`;
}

/** A performance: 2026年12月8日周二 19:30 / Tue, 8 December 2026, 19:30 */
export function formatShowTime(value: string | number, locale: Locale): string {
  const date = toDate(value);
  if (!date) return '';
  const time = format('time', locale, date);
  return locale === 'en' ? `${format('weekday', locale, date)}, ${time}` : `${format('weekday', locale, date)} ${time}`;
}

/** A performance's date button, the year left out: 12月4日 / 4 December, its weekday and time apart. */
export function formatShortDate(ms: number, locale: Locale): { day: string; time: string; weekday: string } {
  return {
    day: format('dayAndMonth', locale, ms),
    weekday: format('weekdayAlone', locale, ms),
    time: format('time', locale, ms),
  };
}

/** A calendar month's title: 2026年12月 / December 2026 (year and month as given). */
export function formatMonth(year: number, month: number, locale: Locale): string {
  return format('month', locale, new Date(Date.UTC(year, month - 1, 1)), 'UTC');
}

/** A calendar day's title, from YYYY-MM-DD: 12月8日星期二 / Tuesday 8 December */
export function formatCalendarDay(isoDay: string, locale: Locale): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return format('dayOfMonth', locale, new Date(Date.UTC(y, m - 1, d)), 'UTC');
}

const zoned = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
  timeZone: ZONE,
});

/** A timestamp's wall-clock fields in the theatre's time zone, and the zone's offset then ('+08:00'). */
function zonedParts(ms: number) {
  const parts = Object.fromEntries(zoned.formatToParts(ms).map((part) => [part.type, part.value]));
  // 'GMT+08:00', or 'GMT' for an offset of zero
  const offset = parts.timeZoneName.replace('GMT', '') || '+00:00';
  return { ...parts, offset } as Record<Intl.DateTimeFormatPartTypes, string> & { offset: string };
}

/** YYYY-MM-DD of a timestamp in the theatre's time zone (its day, e.g. for the calendar). */
export function isoDay(ms: number): string {
  const { year, month, day } = zonedParts(ms);
  return `${year}-${month}-${day}`;
}

/** ISO 8601 in the theatre's time zone, with its offset: 2026-03-01T19:30:00+08:00 (structured data). */
export function isoDateTime(ms: number): string {
  const { year, month, day, hour, minute, second, offset } = zonedParts(ms);
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${offset}`;
}
