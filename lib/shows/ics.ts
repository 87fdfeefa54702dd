import { getPathname } from '@/lib/i18n/navigation';
import { htmlLang, type Locale } from '@/lib/i18n/routing';
import { formatShowTime } from '@/lib/text/dates';
import { theatre } from '@/lib/theatre';
import type { Performance, Show } from '@/lib/ticketing/types';

/** An .ics (iCalendar, RFC 5545) file for one performance. */
export type IcsEvent = {
  uid: string;
  start: number;
  /** minutes; performances without a known length get 2 hours */
  durationMinutes?: number;
  title: string;
  location: string;
  description: string;
  url: string;
  now?: number;
};

function stamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes text values (backslash, semicolon, comma, newline). */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds lines longer than 75 octets (continuation lines start with a space). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const size = new TextEncoder().encode(current + char).length;
    if (size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The file's texts are in `locale`'s language, tagged as the pages are (`lang`). */
export function buildIcs(event: IcsEvent, locale: Locale): string {
  const language = htmlLang(locale);
  const end = event.start + (event.durationMinutes ?? 120) * 60_000;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${theatre.name.en}//Tickets//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp(event.now ?? Date.now())}`,
    `DTSTART:${stamp(event.start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY;LANGUAGE=${language}:${icsText(event.title)}`,
    `LOCATION;LANGUAGE=${language}:${icsText(event.location)}`,
    `DESCRIPTION;LANGUAGE=${language}:${icsText(event.description)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/**
 * "Add to calendar": one performance of a show as the .ics file's text, in the visitor's language,
 * linking to the show's page on `siteOrigin`. Built from the live show the buy box has already
 * read through the site's ticketing routes.
 */
export function performanceIcs(
  show: Pick<Show, 'projectToken' | 'name' | 'venue'>,
  event: Pick<Performance, 'eventToken' | 'showTime'>,
  locale: Locale,
  siteOrigin: string,
): string {
  const page = `${siteOrigin.replace(/\/+$/, '')}${getPathname({ locale, href: `/project/${show.projectToken}` })}`;
  return buildIcs(
    {
      uid: `${event.eventToken}@${theatre.slug}`,
      start: event.showTime,
      title: show.name,
      location: `${show.venue}, ${theatre.name[locale]}`,
      description: `${show.name} · ${formatShowTime(event.showTime, locale)} · ${show.venue}\n${page}`,
      url: page,
    },
    locale,
  );
}
