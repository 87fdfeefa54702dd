import type { ShowSummary, ShowTeaser } from '@/lib/cms/types';
import type { Locale } from '@/lib/i18n/routing';
import { formatDateRange } from '@/lib/text/dates';
import type { ShowCardProps } from './ShowCard';

/**
 * The quick view of a show (projectDetail); festival projects keep to their own festival page. Cards
 * link by paths inside the visitor's language: ShowCardLink's navigation Link puts the language on.
 */
function quickView(uuid: string, type: 'project' | 'festival_project'): string | null {
  return type === 'project' ? `/events/show/${uuid}` : null;
}

/** A card from a show the content system names in a list (home highlights, an article's recommendations). */
export function showTeaserCard(show: ShowTeaser): ShowCardProps {
  return {
    href: show.href,
    modalHref: quickView(show.id, show.type),
    title: show.title,
    lang: show.lang,
    image: show.image,
    dateText: show.dateText,
    venue: show.venue,
    priceFrom: show.priceFrom,
  };
}

/** A card from a show summary (what's on, a show page's recommendations). */
export function showSummaryCard(show: ShowSummary, locale: Locale): ShowCardProps {
  return {
    href: show.path ?? `/events/show/${show.uuid}`,
    modalHref: quickView(show.uuid, show.type),
    title: show.title,
    lang: show.lang,
    image: show.image,
    dateText: formatDateRange(show.from, show.to, locale),
    venue: show.venue,
    priceFrom: show.basePrice,
  };
}
