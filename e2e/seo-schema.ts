/**
 * A small schema.org checker for the JSON-LD the site prints: every object's @type must be one the
 * site uses, every property must exist on that type in schema.org (own or inherited), the
 * properties search engines require must be there, and enumerations and dates must be valid.
 */
import { expect } from '@playwright/test';

type Json = Record<string, unknown>;

const thing = ['name', 'description', 'url', 'image', 'sameAs', 'identifier', 'alternateName', 'mainEntityOfPage'];
const organization = [...thing, 'logo', 'telephone', 'address', 'email'];
const creativeWork = [
  ...thing,
  'headline',
  'datePublished',
  'dateModified',
  'author',
  'publisher',
  'inLanguage',
  'articleSection',
  'about',
];

/** schema.org properties of each type the site uses (own plus inherited), and what is required. */
const types: Record<string, { props: string[]; required: string[] }> = {
  PerformingArtsTheater: { props: [...organization, 'openingHours', 'geo'], required: ['name', 'address'] },
  Organization: { props: organization, required: ['name'] },
  PostalAddress: {
    props: [...thing, 'streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'],
    required: ['streetAddress', 'addressCountry'],
  },
  ImageObject: { props: [...thing, 'contentUrl', 'width', 'height'], required: ['url'] },
  WebPage: { props: creativeWork, required: [] },
  Event: {
    props: [
      ...thing,
      'startDate',
      'endDate',
      'eventStatus',
      'eventAttendanceMode',
      'location',
      'offers',
      'organizer',
      'performer',
      'inLanguage',
      'duration',
      'workPerformed',
    ],
    required: ['name', 'startDate', 'location'],
  },
  CreativeWork: { props: [...creativeWork, 'accessibilityFeature'], required: ['name'] },
  Offer: {
    props: [...thing, 'price', 'priceCurrency', 'availability', 'validFrom', 'category'],
    required: ['price', 'priceCurrency', 'availability'],
  },
  NewsArticle: { props: creativeWork, required: ['headline', 'datePublished', 'author', 'publisher', 'image'] },
  BreadcrumbList: { props: [...thing, 'itemListElement', 'numberOfItems'], required: ['itemListElement'] },
  ListItem: { props: [...thing, 'position', 'item'], required: ['position', 'name'] },
};

const enumerations: Record<string, string[]> = {
  availability: ['InStock', 'SoldOut', 'LimitedAvailability', 'PreOrder', 'Discontinued', 'OutOfStock'].map(
    (m) => `https://schema.org/${m}`,
  ),
  eventStatus: ['EventScheduled', 'EventCancelled', 'EventPostponed', 'EventRescheduled', 'EventMovedOnline'].map(
    (m) => `https://schema.org/${m}`,
  ),
  eventAttendanceMode: ['OfflineEventAttendanceMode', 'OnlineEventAttendanceMode', 'MixedEventAttendanceMode'].map(
    (m) => `https://schema.org/${m}`,
  ),
};
const dates = new Set(['startDate', 'endDate', 'datePublished', 'dateModified']);

/** Checks one JSON-LD object (and what it nests) against schema.org; returns the @types seen. */
export function checkSchema(value: unknown, path = '$', seen: string[] = []): string[] {
  if (Array.isArray(value)) {
    value.forEach((v, i) => checkSchema(v, `${path}[${i}]`, seen));
    return seen;
  }
  if (!value || typeof value !== 'object') return seen;
  const object = value as Json;
  const type = object['@type'];
  if (typeof type === 'string') {
    const spec = types[type];
    expect(spec, `${path}: @type ${type} is one the site uses`).toBeTruthy();
    seen.push(type);
    for (const key of Object.keys(object)) {
      if (key.startsWith('@')) continue;
      expect(spec.props, `${path}.${key} is a schema.org property of ${type}`).toContain(key);
    }
    for (const key of spec.required) expect(object[key], `${path}: ${type} needs ${key}`).toBeTruthy();
  }
  for (const [key, child] of Object.entries(object)) {
    if (enumerations[key]) expect(enumerations[key], `${path}.${key}`).toContain(child);
    if (dates.has(key))
      expect(String(child), `${path}.${key} is ISO 8601 with a zone`).toMatch(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)$/,
      );
    if (key === 'priceCurrency') expect(child).toBe('CNY');
    if (key === 'price') expect(String(child)).toMatch(/^\d+(\.\d+)?$/);
    checkSchema(child, `${path}.${key}`, seen);
  }
  return seen;
}

/** Parses every JSON-LD script of a page's HTML (as a crawler reads it), checking each. */
export function jsonLdOf(scripts: string[]): { types: string[]; objects: Json[] } {
  const objects: Json[] = [];
  for (const text of scripts) {
    const parsed = JSON.parse(text) as Json | Json[];
    for (const object of Array.isArray(parsed) ? parsed : [parsed]) {
      expect(object['@context']).toBe('https://schema.org');
      objects.push(object);
    }
  }
  const types = objects.flatMap((o) => checkSchema(o));
  return { types, objects };
}
