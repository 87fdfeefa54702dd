/**
 * schema.org structured data (JSON-LD) for crawlers: the theatre, one Event per performance, news
 * articles and breadcrumbs. Builders take domain data and return plain objects; the JsonLd
 * component prints them.
 */
import type { AccessKind, AccessPerformance } from '@/lib/cms/types';
import { accessFor } from '@/lib/shows/access';
import { isEnded, isPriceSoldOut, sortEvents, sortPrices } from '@/lib/shows/rules';
import { htmlLang, type Locale } from '@/lib/i18n/routing';
import { isoDateTime } from '@/lib/text/dates';
import type { Performance, Show } from '@/lib/ticketing/types';

export type JsonLdObject = { '@context'?: string; '@type': string; [key: string]: unknown };

const CONTEXT = 'https://schema.org';

/** What the site says about the theatre itself (names and address per language, from lib/theatre.ts). */
export type TheatreFacts = {
  name: string;
  description: string;
  url: string;
  logo: string;
  image: string;
  telephone: string;
  streetAddress: string;
  addressLocality: string;
  addressCountry: string;
};

function postalAddress(facts: TheatreFacts) {
  return {
    '@type': 'PostalAddress',
    streetAddress: facts.streetAddress,
    addressLocality: facts.addressLocality,
    addressCountry: facts.addressCountry,
  };
}

/** The home page: the theatre as a PerformingArtsTheater. */
export function theatreJsonLd(facts: TheatreFacts): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'PerformingArtsTheater',
    '@id': `${facts.url}#theatre`,
    name: facts.name,
    description: facts.description,
    url: facts.url,
    logo: facts.logo,
    image: facts.image,
    telephone: facts.telephone,
    address: postalAddress(facts),
  };
}

export type ShowFacts = {
  title: string;
  description: string;
  url: string;
  image: string | null;
  venue: string;
  locale: Locale;
  /** the show's access performances (lib/cms), marked on the Events they are */
  access?: AccessPerformance[];
};

/**
 * What schema.org can say of an access performance. Event has no accessibility property of its own;
 * the performed work (a CreativeWork) has `accessibilityFeature`, whose vocabulary names captions,
 * audio description and sign language. Relaxed performances and touch tours have no term there.
 */
const schemaFeatures: Partial<Record<AccessKind, string>> = {
  captioned: 'captions',
  'audio-described': 'audioDescription',
  'sign-language': 'signLanguage',
};

function workPerformed(show: ShowFacts, event: Performance) {
  const access = accessFor(show.access ?? [], event);
  const features = (access?.kinds ?? []).flatMap((kind) => schemaFeatures[kind] ?? []);
  if (features.length === 0) return {};
  return { workPerformed: { '@type': 'CreativeWork', name: show.title, accessibilityFeature: features } };
}

/**
 * One Event per performance that has not begun yet: date, venue, and an Offer per price in CNY
 * whose availability comes from the ticketing stock at render time (a price with none left is
 * SoldOut, the others InStock: the buy box and the calendar read the same rules).
 */
export function performanceJsonLd(
  show: ShowFacts,
  live: Show,
  theatre: TheatreFacts,
  now = Date.now(),
): JsonLdObject[] {
  const venueName = live.venue || show.venue;
  return sortEvents(live.performances)
    .filter((event) => !isEnded(event, now))
    .map((event) => {
      const prices = sortPrices(event.prices);
      return {
        '@context': CONTEXT,
        '@type': 'Event',
        name: show.title,
        description: show.description,
        startDate: isoDateTime(event.showTime),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        inLanguage: htmlLang(show.locale),
        url: show.url,
        ...(show.image ? { image: [show.image] } : {}),
        ...workPerformed(show, event),
        location: {
          '@type': 'PerformingArtsTheater',
          name: venueName ? `${theatre.name} · ${venueName}` : theatre.name,
          address: postalAddress(theatre),
        },
        organizer: { '@type': 'Organization', name: theatre.name, url: theatre.url },
        offers: prices.map((price) => ({
          '@type': 'Offer',
          price: price.price.toFixed(2),
          priceCurrency: 'CNY',
          availability: isPriceSoldOut(price) ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          url: show.url,
        })),
      };
    });
}

export type ArticleFacts = {
  title: string;
  url: string;
  image: string | null;
  published: string | null;
  section: string;
  locale: Locale;
};

/** A news article as a NewsArticle, published by the theatre. */
export function newsArticleJsonLd(article: ArticleFacts, theatre: TheatreFacts): JsonLdObject {
  const publisher = {
    '@type': 'Organization',
    name: theatre.name,
    url: theatre.url,
    logo: { '@type': 'ImageObject', url: theatre.logo },
  };
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: article.title.length > 110 ? `${article.title.slice(0, 109)}…` : article.title,
    mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
    url: article.url,
    inLanguage: htmlLang(article.locale),
    ...(article.image ? { image: [article.image] } : {}),
    ...(article.published ? { datePublished: article.published } : {}),
    ...(article.section ? { articleSection: article.section } : {}),
    author: { '@type': 'Organization', name: theatre.name, url: theatre.url },
    publisher,
  };
}

/** A breadcrumb trail (absolute URLs; the current page may have none) as a BreadcrumbList. */
export function breadcrumbJsonLd(trail: { name: string; url?: string }[]): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}

/** Serialised for a `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
