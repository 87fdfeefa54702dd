// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  newsArticleJsonLd,
  performanceJsonLd,
  serializeJsonLd,
  theatreJsonLd,
} from '@/lib/seo/jsonld';
import { isoDateTime } from '@/lib/text/dates';
import type { Show } from '@/lib/ticketing/types';
import { aSeatedShow } from './fixtures/seed';

const theatre = {
  name: 'Harbour Bay Grand Theatre',
  description: 'Shows and tickets',
  url: 'https://theatre.test/en',
  logo: 'https://theatre.test/logo.png',
  image: 'https://theatre.test/share.jpg',
  telephone: '400-820-2026',
  streetAddress: '88 Harbour Bay Avenue',
  addressLocality: 'Shanghai',
  addressCountry: 'CN',
};

const now = Date.UTC(2026, 9, 1);
const day = 24 * 3600_000;
const price = (priceId: number, amount: number, left: number) => ({
  priceId,
  price: amount,
  left,
  nonProfit: false,
  superGoodId: `G${priceId}`,
});
const project: Show = {
  projectToken: aSeatedShow.projectToken,
  name: aSeatedShow.title.en,
  venue: aSeatedShow.venueName.en,
  siteId: null,
  siteVersionId: null,
  seated: true,
  typeId: 1,
  typeName: 'Opera',
  nonProfitLimit: 2,
  onSaleAt: null,
  performances: [
    {
      eventToken: 'late',
      showTime: now + 3 * day,
      prices: [price(2, 480, 0), price(1, 180, 6)],
      discounts: [],
      onSaleAt: null,
    },
    { eventToken: 'past', showTime: now - day, prices: [price(3, 180, 10)], discounts: [], onSaleAt: null },
    { eventToken: 'early', showTime: now + day, prices: [price(4, 280, 5)], discounts: [], onSaleAt: null },
  ],
};
const show = {
  title: aSeatedShow.title.en,
  description: aSeatedShow.subtitle.en,
  url: `https://theatre.test/en${aSeatedShow.alias}`,
  image: null,
  venue: aSeatedShow.venueName.en,
  locale: 'en' as const,
};

describe('structured data', () => {
  it('describes the theatre as a PerformingArtsTheater with its address', () => {
    const data = theatreJsonLd(theatre);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'PerformingArtsTheater',
      name: theatre.name,
      telephone: '400-820-2026',
    });
    expect(data.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'CN' });
  });

  it('gives one Event per coming performance, in date order, with CNY offers and availability from stock', () => {
    const events = performanceJsonLd(show, project, theatre, now);
    expect(events.map((e) => e.startDate)).toEqual([isoDateTime(now + day), isoDateTime(now + 3 * day)]);
    const late = events[1] as unknown as { offers: { price: string; priceCurrency: string; availability: string }[] };
    expect(late.offers).toEqual([
      expect.objectContaining({ price: '180.00', priceCurrency: 'CNY', availability: 'https://schema.org/InStock' }),
      expect.objectContaining({ price: '480.00', priceCurrency: 'CNY', availability: 'https://schema.org/SoldOut' }),
    ]);
    expect(events[0].location).toMatchObject({
      '@type': 'PerformingArtsTheater',
      address: { '@type': 'PostalAddress' },
    });
  });

  it("marks an access performance's captions, audio description and sign language on its Event's performed work", () => {
    const access = [
      { eventToken: 'early', startsAt: null, kinds: ['captioned' as const, 'relaxed' as const], note: '' },
      {
        eventToken: null,
        startsAt: now + 3 * day,
        kinds: ['audio-described' as const, 'sign-language' as const],
        note: '',
      },
    ];
    const [early, late] = performanceJsonLd({ ...show, access }, project, theatre, now);
    expect(early.workPerformed).toEqual({
      '@type': 'CreativeWork',
      name: show.title,
      accessibilityFeature: ['captions'],
    });
    expect(late.workPerformed).toMatchObject({ accessibilityFeature: ['audioDescription', 'signLanguage'] });
    // a relaxed performance or touch tour alone has no schema.org term: nothing is claimed
    const relaxedOnly = [
      { eventToken: 'early', startsAt: null, kinds: ['relaxed' as const, 'touch-tour' as const], note: '' },
    ];
    expect(performanceJsonLd({ ...show, access: relaxedOnly }, project, theatre, now)[0]).not.toHaveProperty(
      'workPerformed',
    );
    expect(performanceJsonLd(show, project, theatre, now)[0]).not.toHaveProperty('workPerformed');
  });

  it('describes news as a NewsArticle published by the theatre', () => {
    const data = newsArticleJsonLd(
      {
        title: 'A new season',
        url: 'https://theatre.test/news/x',
        image: 'https://theatre.test/i.jpg',
        published: '2026-03-01T19:30:00+08:00',
        section: 'Theatre news',
        locale: 'en',
      },
      theatre,
    );
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'A new season',
      datePublished: '2026-03-01T19:30:00+08:00',
    });
    expect(data.publisher).toMatchObject({ '@type': 'Organization', name: theatre.name });
  });

  it('numbers breadcrumb items from 1 and leaves the current page without a link', () => {
    const data = breadcrumbJsonLd([
      { name: 'Home', url: 'https://theatre.test/en' },
      { name: 'News', url: 'https://theatre.test/en/news' },
      { name: 'A new season' },
    ]);
    const items = data.itemListElement as { position: number; item?: string }[];
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(items[2].item).toBeUndefined();
  });

  it('cannot be closed early by text from the content system', () => {
    const text = serializeJsonLd(breadcrumbJsonLd([{ name: '</script><script>alert(1)</script>' }]));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).itemListElement[0].name).toBe('</script><script>alert(1)</script>');
  });
});
