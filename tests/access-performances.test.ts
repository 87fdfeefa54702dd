import { describe, expect, it } from 'vitest';
import type { RawNode } from '@/lib/cms/raw';
import { accessByShow, reshapeAccessPerformances } from '@/lib/cms/reshape/access';
import { reshapeShowDetail } from '@/lib/cms/reshape/project';
import { accessFor, accessKindsOn, meetsAccessFilter, orderLineAccess, parseAccessFilter } from '@/lib/shows/access';

const paragraph = (fields: Record<string, unknown>, langcode = 'en'): RawNode => ({
  type: 'paragraph--access_performance',
  id: `p-${Math.random()}`,
  langcode,
  ...fields,
});

describe('access performances from the CMS (field_access_performances)', () => {
  it('reshapes each paragraph: its performance by event token or date and time, its kinds in the site order, its note', () => {
    const shaped = reshapeAccessPerformances(
      [
        paragraph({
          field_access_event_token: 'PRJ1001-E1',
          field_access_date: null,
          field_access_kinds: ['audio_described', 'captioned'],
          field_access_note: ' Captions either side of the stage. ',
        }),
        paragraph({
          field_access_event_token: null,
          field_access_date: '2026-12-09T19:30:00+08:00',
          field_access_kinds: ['touch_tour', 'sign_language', 'relaxed'],
          field_access_note: null,
        }),
      ],
      'en',
    );
    expect(shaped).toEqual([
      {
        eventToken: 'PRJ1001-E1',
        startsAt: null,
        kinds: ['captioned', 'audio-described'],
        note: 'Captions either side of the stage.',
      },
      {
        eventToken: null,
        startsAt: Date.parse('2026-12-09T11:30:00Z'),
        kinds: ['relaxed', 'sign-language', 'touch-tour'],
        note: '',
      },
    ]);
  });

  it('marks a paragraph Drupal gave in its original language (untranslated) with that language', () => {
    const [shaped] = reshapeAccessPerformances(
      [
        paragraph(
          { field_access_event_token: 'E3', field_access_kinds: ['relaxed'], field_access_note: '轻松场' },
          'zh-hans',
        ),
      ],
      'en',
    );
    expect(shaped.lang).toBe('zh-Hans');
    expect(
      reshapeAccessPerformances(
        [paragraph({ field_access_event_token: 'E3', field_access_kinds: ['relaxed'] }, 'zh-hans')],
        'zh-hans',
      )[0].lang,
    ).toBeUndefined();
  });

  it('is none when the field is absent, empty or not a list', () => {
    for (const value of [undefined, null, [], 'captioned', { type: 'paragraph--access_performance' }])
      expect(reshapeAccessPerformances(value, 'en')).toEqual([]);
  });

  it('drops unknown kinds, and a paragraph with no known kind, no performance, or of another type', () => {
    const shaped = reshapeAccessPerformances(
      [
        paragraph({ field_access_event_token: 'E1', field_access_kinds: ['captioned', 'live_streamed', 42] }),
        paragraph({ field_access_event_token: 'E2', field_access_kinds: ['live_streamed'] }),
        paragraph({ field_access_event_token: 'E3' }),
        paragraph({ field_access_event_token: '', field_access_date: 'not a date', field_access_kinds: ['relaxed'] }),
        { type: 'paragraph--slide', id: 's', field_access_event_token: 'E4', field_access_kinds: ['relaxed'] },
        null,
        paragraph({ field_access_event_token: 'E5', field_access_kinds: 'sign_language' }),
      ],
      'en',
    );
    expect(shaped.map((a) => [a.eventToken, a.kinds])).toEqual([
      ['E1', ['captioned']],
      ['E5', ['sign-language']],
    ]);
  });

  it('belongs to the show: a show without the field has none', () => {
    const node: RawNode = { type: 'node--project', id: 'n', title: 'Hamlet', langcode: 'en' };
    expect(reshapeShowDetail(node, 'en').accessPerformances).toEqual([]);
    const withAccess = {
      ...node,
      field_access_performances: [paragraph({ field_access_event_token: 'E1', field_access_kinds: ['captioned'] })],
    };
    expect(reshapeShowDetail(withAccess, 'en').accessPerformances).toHaveLength(1);
  });
});

describe('the access performance of a ticketing performance', () => {
  const byToken = { eventToken: 'PRJ1001-E1', startsAt: null, kinds: ['captioned' as const], note: '' };
  const byTime = { eventToken: null, startsAt: 1_000, kinds: ['relaxed' as const], note: '' };

  it('is found by event token, else by start time', () => {
    expect(accessFor([byToken, byTime], { eventToken: 'PRJ1001-E1', showTime: 5 })).toBe(byToken);
    expect(accessFor([byToken, byTime], { eventToken: 'PRJ1001-E2', showTime: 1_000 })).toBe(byTime);
    expect(accessFor([byToken, byTime], { eventToken: 'PRJ1001-E3', showTime: 2_000 })).toBeUndefined();
  });
});

describe("an order's access performance (its tickets' badges)", () => {
  const byToken = { eventToken: 'PRJ1001-E1', startsAt: null, kinds: ['captioned' as const], note: '' };
  const byTime = {
    eventToken: null,
    startsAt: 1_000,
    kinds: ['sign-language' as const, 'touch-tour' as const],
    note: '',
  };
  const byShow = accessByShow([
    { projectId: 'PRJ1001', accessPerformances: [byToken, byTime] },
    { projectId: 'PRJ1002', accessPerformances: [] },
  ]);
  const order = { projectToken: 'PRJ1001', showTime: 1_000 };

  it("keeps each show's access performances by its projectToken, and leaves out a show with none", () => {
    expect(byShow).toEqual({ PRJ1001: [byToken, byTime] });
  });

  it("badges a line by its event token, else by the order's show time", () => {
    expect(orderLineAccess(byShow, { ...order, showTime: 5 }, { eventToken: 'PRJ1001-E1' })).toEqual(['captioned']);
    expect(orderLineAccess(byShow, order, { eventToken: 'PRJ1001-E2' })).toEqual(['sign-language', 'touch-tour']);
    // a line that does not name its performance still has the order's time
    expect(orderLineAccess(byShow, order, { eventToken: null })).toEqual(['sign-language', 'touch-tour']);
  });

  it('gives none for an unmarked performance, an unknown show, or no CMS data at all', () => {
    expect(orderLineAccess(byShow, { ...order, showTime: 2_000 }, { eventToken: 'PRJ1001-E3' })).toEqual([]);
    expect(orderLineAccess(byShow, { ...order, showTime: null }, { eventToken: null })).toEqual([]);
    expect(orderLineAccess(byShow, { projectToken: 'PRJ1002', showTime: 1_000 }, { eventToken: null })).toEqual([]);
    expect(orderLineAccess(byShow, { projectToken: null, showTime: 1_000 }, { eventToken: 'PRJ1001-E1' })).toEqual([]);
    expect(orderLineAccess(byShow, { projectToken: 'constructor', showTime: 1_000 }, { eventToken: null })).toEqual([]);
    expect(orderLineAccess({}, order, { eventToken: 'PRJ1001-E1' })).toEqual([]);
  });
});

describe("the calendar's access filter", () => {
  const day = (iso: string) => Date.parse(`${iso}T19:30:00+08:00`);
  const performances = [
    { eventToken: 'E1', showTime: day('2026-12-08') },
    { eventToken: 'E2', showTime: day('2026-12-09') },
  ];
  const access = [
    { eventToken: 'E1', startsAt: null, kinds: ['captioned' as const, 'audio-described' as const], note: '' },
    { eventToken: null, startsAt: day('2026-12-09'), kinds: ['relaxed' as const, 'captioned' as const], note: '' },
    { eventToken: 'E9', startsAt: null, kinds: ['touch-tour' as const], note: '' },
  ];

  it('reads the URL parameter: any, one known kind, else no filter', () => {
    expect(parseAccessFilter('any')).toBe('any');
    expect(parseAccessFilter('sign-language')).toBe('sign-language');
    for (const value of [null, '', 'sign_language', 'wheelchair']) expect(parseAccessFilter(value)).toBeNull();
  });

  it("gathers a show's kinds on the days asked, a token's day from its ticketing performance", () => {
    expect(accessKindsOn(access, performances, (d) => d === '2026-12-08')).toEqual(['captioned', 'audio-described']);
    expect(accessKindsOn(access, performances, (d) => d === '2026-12-09')).toEqual(['captioned', 'relaxed']);
    expect(accessKindsOn(access, performances, (d) => d.startsWith('2026-12'))).toEqual([
      'captioned',
      'audio-described',
      'relaxed',
    ]);
    // a token the ticketing API does not list counts on no day
    expect(accessKindsOn(access, performances, () => true)).not.toContain('touch-tour');
  });

  it('keeps a show when its kinds meet the filter', () => {
    expect(meetsAccessFilter([], null)).toBe(true);
    expect(meetsAccessFilter([], 'any')).toBe(false);
    expect(meetsAccessFilter(['relaxed'], 'any')).toBe(true);
    expect(meetsAccessFilter(['relaxed'], 'captioned')).toBe(false);
    expect(meetsAccessFilter(['relaxed', 'captioned'], 'captioned')).toBe(true);
  });
});
