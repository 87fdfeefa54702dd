import { config } from '@/lib/config';
import { getPathname } from '@/lib/i18n/navigation';
import { defaultLocale, isLocale } from '@/lib/i18n/routing';
import { buildIcs } from '@/lib/shows/ics';
import { formatShowTime } from '@/lib/text/dates';
import { theatre } from '@/lib/theatre';
import { TicketingError } from '@/lib/ticketing/errors';
import { getShow } from '@/lib/ticketing/shows';
import type { Show } from '@/lib/ticketing/types';

const unknown = () => new Response('Unknown performance', { status: 404, headers: { 'Cache-Control': 'no-store' } });

/**
 * GET /api/calendar?event=<eventToken>&locale=<zh-hans|en>: the performance as an .ics file in the
 * visitor's language ("Add to calendar"). An unknown show or performance is a 404; a ticketing
 * service that fails or does not answer is a 503 (issue 23): the performance may well exist.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const eventToken = url.searchParams.get('event') ?? '';
  const localeParam = url.searchParams.get('locale');
  const locale = isLocale(localeParam) ? localeParam : defaultLocale;
  const match = /^([A-Za-z0-9_]+)-[A-Za-z0-9_]+$/.exec(eventToken);
  if (!match) return unknown();
  let show: Show;
  try {
    show = await getShow(match[1], locale);
  } catch (error) {
    if (error instanceof TicketingError && error.isRefusal && (error.code === 404 || error.httpStatus === 404))
      return unknown();
    return new Response('The ticketing service is not available. Please try again later.', {
      status: 503,
      headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' },
    });
  }
  const event = show.performances.find((e) => e.eventToken === eventToken);
  if (!event) return unknown();
  const site = config().SITE_URL.replace(/\/+$/, '');
  const page = `${site}${getPathname({ locale, href: `/project/${show.projectToken}` })}`;
  const body = buildIcs(
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
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${event.eventToken}.ics"`,
      'Cache-Control': 'no-store',
    },
  });
}
