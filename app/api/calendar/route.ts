import { config } from '@/lib/config';
import { isLocale, langType, localizedPath } from '@/lib/i18n/routing';
import { formatShowTime } from '@/lib/text/dates';
import { buildIcs } from '@/lib/shows/ics';
import type { TicketingProject } from '@/lib/shows/types';
import { theatre } from '@/lib/theatre';
import { ticketingRequest } from '@/lib/ticketing/transport';

/**
 * GET /api/calendar?event=<eventToken>&locale=<zh-hans|en>: the performance as an .ics file in the
 * visitor's language ("Add to calendar").
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const eventToken = url.searchParams.get('event') ?? '';
  const localeParam = url.searchParams.get('locale');
  const locale = isLocale(localeParam) ? localeParam : 'zh-hans';
  const match = /^([A-Za-z0-9_]+)-[A-Za-z0-9_]+$/.exec(eventToken);
  if (!match) return new Response('Unknown performance', { status: 404 });
  let project: TicketingProject;
  try {
    project = await ticketingRequest<TicketingProject>('/api/pro/project', {
      origin: config().CMS_URL,
      query: { projectToken: match[1], langType: langType(locale) },
    });
  } catch {
    return new Response('Unknown performance', { status: 404 });
  }
  const event = project.eventVoList.find((e) => e.eventToken === eventToken);
  if (!event) return new Response('Unknown performance', { status: 404 });
  const site = config().SITE_URL.replace(/\/+$/, '');
  const page = `${site}${localizedPath(locale, `/project/${project.projectToken}`)}`;
  const body = buildIcs(
    {
      uid: `${event.eventToken}@${theatre.slug}`,
      start: event.showTime,
      title: project.projectName,
      location: `${project.siteName}, ${theatre.name[locale]}`,
      description: `${project.projectName} · ${formatShowTime(event.showTime, locale)} · ${project.siteName}\n${page}`,
      url: page,
    },
    locale === 'en' ? 'en' : 'zh-CN',
  );
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${event.eventToken}.ics"`,
      'Cache-Control': 'no-store',
    },
  });
}
