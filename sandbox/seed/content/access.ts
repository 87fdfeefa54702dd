/**
 * Access performances (issue 46): paragraphs `access_performance` in a show's
 * `field_access_performances`. Turandot has three: one chosen by its ticketing event token, two by
 * date and time, the last written in Chinese only (untranslated: English pages get the original).
 */
import { showTime, type ShowSeed } from '../catalogue';
import { isoDate } from '../../content/jsonapi/serialize';
import type { Langcode } from '../../content/types';
import type { Bi, SeedBuilder } from './builder';

type AccessSeed = {
  /** the performance: its index in the show's events */
  event: number;
  /** by the ticketing event token, else by its date and time */
  byToken: boolean;
  /** the list field's machine names */
  kinds: string[];
  note: Bi | { 'zh-hans': string };
};

export const ACCESS: Record<string, AccessSeed[]> = {
  turandot: [
    {
      event: 0,
      byToken: true,
      kinds: ['captioned', 'audio_described'],
      note: {
        'zh-hans': '舞台两侧屏幕提供中英文字幕；口述影像耳机请在开演前于存衣处领取。',
        en: 'Chinese and English captions on screens either side of the stage; audio description headsets from the cloakroom before the show.',
      },
    },
    {
      event: 1,
      byToken: false,
      kinds: ['sign_language', 'touch_tour'],
      note: {
        'zh-hans': '手语翻译位于舞台左侧；触摸导览18:15在售票处集合。',
        en: 'The sign language interpreter stands stage left; the touch tour meets at the box office at 18:15.',
      },
    },
    {
      event: 2,
      byToken: false,
      kinds: ['relaxed'],
      note: { 'zh-hans': '轻松场：观众席灯光不全暗，观众可随时进出剧场。' },
    },
  ],
};

/** The keys of the show's access paragraphs (none for most shows), defined under its node. */
export function seedAccessPerformances(b: SeedBuilder, show: ShowSeed, parentKey: string): string[] {
  return (ACCESS[show.key] ?? []).map((a, i) => {
    const event = show.events[a.event];
    const langs: Langcode[] = 'en' in a.note ? ['zh-hans', 'en'] : ['zh-hans'];
    return b.paragraph(
      'access_performance',
      `access:${show.key}:${i + 1}`,
      { key: parentKey, field: 'field_access_performances' },
      (lang) => ({
        attributes: {
          field_access_event_token: a.byToken ? `${show.projectToken}-E${a.event + 1}` : null,
          field_access_date: a.byToken ? null : isoDate(showTime(event, b.seededAt)),
          field_access_kinds: a.kinds,
          field_access_note: (a.note as Partial<Bi>)[lang] ?? a.note['zh-hans'],
        },
      }),
      langs,
    );
  });
}
