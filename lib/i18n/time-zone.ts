/**
 * The venue's time zone (IANA): every date and time the site prints or writes is in it, whoever
 * reads the page and wherever the server runs (next-intl's formatter, lib/text/dates.ts, calendar
 * files, structured data's offsets). Part of the theatre's identity (`theatre.timeZone`); it is
 * kept here so that the languages' configuration (request.ts) needs nothing above it.
 */
export const VENUE_TIME_ZONE = 'Asia/Shanghai';
