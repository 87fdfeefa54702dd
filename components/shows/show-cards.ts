import type { ShowSummary } from '@/lib/cms/reshape/project';
import type { ShowTeaser } from '@/lib/cms/teaser-types';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { formatDateRange } from '@/lib/text/dates';
import type { ShowCardProps } from './ShowCard';

/** The quick view of a show (projectDetail); festival projects keep to their own festival page. */
function quickView(locale: Locale, uuid: string, type: 'project' | 'festival_project'): string | null {
  return type === 'project' ? localizedPath(locale, `/events/show/${uuid}`) : null;
}

/** A card from a show the content system names in a list (home highlights, an article's recommendations). */
export function showTeaserCard(show: ShowTeaser, locale: Locale): ShowCardProps {
  return {
    href: show.href,
    modalHref: quickView(locale, show.id, show.type),
    title: show.title,
    image: show.image,
    dateText: show.dateText,
    venue: show.venue,
    priceFrom: show.priceFrom,
  };
}

/** A card from a show summary (what's on, a show page's recommendations). */
export function showSummaryCard(show: ShowSummary, locale: Locale): ShowCardProps {
  return {
    href: localizedPath(locale, show.path ?? `/events/show/${show.uuid}`),
    modalHref: quickView(locale, show.uuid, show.type),
    title: show.title,
    image: show.image,
    dateText: formatDateRange(show.from, show.to, locale),
    venue: show.venue,
    priceFrom: show.basePrice,
  };
}
