import type { Locale } from '@/lib/i18n/routing';

const zone = 'Asia/Shanghai';
const tag = (locale: Locale) => (locale === 'en' ? 'en-GB' : 'zh-CN');

/** Short form for date buttons ("4 December" / "12月4日", the year left out) plus the time. */
export function formatShortDate(ms: number, locale: Locale): { day: string; time: string; weekday: string } {
  return {
    day: new Intl.DateTimeFormat(tag(locale), { month: 'long', day: 'numeric', timeZone: zone }).format(ms),
    weekday: new Intl.DateTimeFormat(tag(locale), { weekday: 'short', timeZone: zone }).format(ms),
    time: new Intl.DateTimeFormat(tag(locale), {
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone: zone,
    }).format(ms),
  };
}

/** YYYY-MM-DD of a timestamp in the theatre's time zone. */
export function isoDay(ms: number): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone }).format(
    ms,
  );
}
