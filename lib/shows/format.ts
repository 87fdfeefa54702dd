import type { Locale } from '@/lib/i18n/routing';

const zone = 'Asia/Shanghai';
const tag = (locale: Locale) => (locale === 'en' ? 'en-GB' : 'zh-CN');

/** A performance's date and time in the theatre's time zone ("Fri 4 December 2026, 19:30"). */
export function formatShowTime(ms: number, locale: Locale): string {
  const date = new Intl.DateTimeFormat(tag(locale), { weekday: 'short', year: 'numeric', month: 'long', day: 'numeric', timeZone: zone }).format(ms);
  const time = new Intl.DateTimeFormat(tag(locale), { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: zone }).format(ms);
  return locale === 'en' ? `${date}, ${time}` : `${date} ${time}`;
}

/** Short form for date buttons ("4 Dec" / "12月4日") plus the time. */
export function formatShortDate(ms: number, locale: Locale): { day: string; time: string; weekday: string } {
  return {
    day: new Intl.DateTimeFormat(tag(locale), { month: 'short', day: 'numeric', timeZone: zone }).format(ms),
    weekday: new Intl.DateTimeFormat(tag(locale), { weekday: 'short', timeZone: zone }).format(ms),
    time: new Intl.DateTimeFormat(tag(locale), { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: zone }).format(ms),
  };
}

/** A date range of a run ("4 December 2026 - 6 December 2026"). */
export function formatRange(from: string | null, to: string | null, locale: Locale): string {
  const fmt = new Intl.DateTimeFormat(tag(locale), { year: 'numeric', month: 'long', day: 'numeric', timeZone: zone });
  const a = from ? new Date(from) : null;
  const b = to ? new Date(to) : null;
  if (!a || Number.isNaN(a.getTime())) return '';
  if (!b || Number.isNaN(b.getTime()) || fmt.format(a) === fmt.format(b)) return fmt.format(a);
  return `${fmt.format(a)} – ${fmt.format(b)}`;
}

/** YYYY-MM-DD of a timestamp in the theatre's time zone. */
export function isoDay(ms: number): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone }).format(ms);
}
