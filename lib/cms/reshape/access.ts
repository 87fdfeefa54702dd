import type { Locale } from '@/lib/i18n/routing';
import { contentLang, type RawNode } from '../raw';
import { accessKinds, type AccessByShow, type AccessKind, type AccessPerformance } from '../types/access';
import type { ShowSummary } from '../types/shows';
import { plainString } from './files';

/** The allowed values of the paragraph's list field `field_access_kinds` (Drupal machine names). */
const drupalKinds: Record<string, AccessKind> = {
  captioned: 'captioned',
  audio_described: 'audio-described',
  relaxed: 'relaxed',
  sign_language: 'sign-language',
  touch_tour: 'touch-tour',
};

function kindsOf(value: unknown): AccessKind[] {
  const values = Array.isArray(value) ? value : [value];
  const known = new Set(values.map((v) => (typeof v === 'string' ? drupalKinds[v] : undefined)));
  return accessKinds.filter((kind) => known.has(kind));
}

function startOf(value: unknown): number | null {
  if (typeof value !== 'string' || value === '') return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * A show's `field_access_performances` (paragraphs `access_performance`) as the site lists them:
 * kinds the site does not know are dropped, and so is a paragraph left with no known kind or
 * naming no performance (neither event token nor date and time); a missing field is none.
 */
export function reshapeAccessPerformances(value: unknown, locale: Locale): AccessPerformance[] {
  if (!Array.isArray(value)) return [];
  return (value as (RawNode | null)[]).flatMap((paragraph) => {
    if (!paragraph || typeof paragraph !== 'object' || paragraph.type !== 'paragraph--access_performance') return [];
    const kinds = kindsOf(paragraph.field_access_kinds);
    const eventToken = plainString(paragraph.field_access_event_token).trim() || null;
    const startsAt = startOf(paragraph.field_access_date);
    if (kinds.length === 0 || (eventToken === null && startsAt === null)) return [];
    const lang = contentLang(paragraph, locale);
    return [
      {
        eventToken,
        startsAt,
        kinds,
        note: plainString(paragraph.field_access_note).trim(),
        ...(lang ? { lang } : {}),
      },
    ];
  });
}

/** The shows' access performances by projectToken, from their cards (a show with none is left out). */
export function accessByShow(cards: Pick<ShowSummary, 'projectId' | 'accessPerformances'>[]): AccessByShow {
  const byShow: AccessByShow = {};
  for (const card of cards) {
    if (card.projectId && card.accessPerformances.length > 0) byShow[card.projectId] = card.accessPerformances;
  }
  return byShow;
}
