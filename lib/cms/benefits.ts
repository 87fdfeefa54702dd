import 'server-only';
import { cacheTag } from 'next/cache';
import type { Locale } from '@/lib/i18n/routing';
import { settle, unwrap } from './outcome';
import { processedText, type RawNode } from './raw';
import { hexColor, imageFile, plainString } from './reshape/files';
import { sanitizeRichText } from './sanitize';
import { tags } from './tags';
import { cmsRequest, deserialize } from './transport';
import type { Benefit, BenefitsPanel, BenefitTabKey, MembershipLevel } from './types';

/** The benefit tabs, in the spec's order and with its keys (member_acitivity is spelled so). */
export const benefitTabs = [
  ['basic', 'field_basic_benefits'],
  ['gift', 'field_gift'],
  ['member_acitivity', 'field_member_activity'],
  ['sponsor_member', 'field_sponsor_member'],
] as const satisfies readonly (readonly [BenefitTabKey, string])[];

const FALLBACK_COLOR = '#6f675c';

function nodes(value: unknown): RawNode[] {
  return Array.isArray(value)
    ? (value.filter((v) => v && typeof v === 'object' && v.id !== 'missing') as RawNode[])
    : [];
}

type RawLevel = { id: string; name?: string; drupal_internal__tid?: number; field_color?: unknown };

export function reshapeLevel(term: RawLevel): MembershipLevel {
  return {
    id: term.id,
    tid: term.drupal_internal__tid ?? 0,
    name: term.name ?? '',
    color: hexColor(term.field_color) ?? FALLBACK_COLOR,
  };
}

export function reshapeBenefit(paragraph: RawNode): Benefit {
  const title = plainString(paragraph.field_title);
  return {
    id: paragraph.id,
    title,
    icon: imageFile(paragraph.field_icons, ''),
    eligibility: nodes(paragraph.field_levels_and_desc).flatMap((entry) => {
      const level = entry.field_eligibility as RawLevel | null;
      if (!level || typeof level !== 'object' || level.id === 'missing') return [];
      const description = plainString(entry.field_description).trim();
      return [{ levelId: level.id, description: description || null }];
    }),
  };
}

/** Levels from the taxonomy, plus any a benefit names that the list did not carry. */
export function reshapeBenefitsPanel(panel: RawNode, levelTerms: RawLevel[]): BenefitsPanel {
  const levels = levelTerms.map(reshapeLevel).sort((a, b) => a.tid - b.tid);
  const known = new Set(levels.map((l) => l.id));
  for (const [, field] of benefitTabs) {
    for (const benefit of nodes(panel[field])) {
      for (const entry of nodes(benefit.field_levels_and_desc)) {
        const level = entry.field_eligibility as RawLevel | null;
        if (level && typeof level === 'object' && level.id !== 'missing' && !known.has(level.id)) {
          known.add(level.id);
          levels.push(reshapeLevel(level));
        }
      }
    }
  }
  return {
    title: panel.title ?? '',
    reminderHtml: sanitizeRichText(processedText(panel.field_reminder)),
    bottomMessageHtml: sanitizeRichText(processedText(panel.field_benefits_bottom_msg)),
    levels,
    tabs: benefitTabs.map(([key, field]) => ({ key, benefits: nodes(panel[field]).map(reshapeBenefit) })),
  };
}

const panelInclude = benefitTabs
  .flatMap(([, field]) => [
    field,
    `${field}.field_icons`,
    `${field}.field_levels_and_desc`,
    `${field}.field_levels_and_desc.field_eligibility`,
  ])
  .join(',');

async function readBenefits(locale: Locale) {
  'use cache';
  cacheTag(tags.list('user_panel'), tags.terms('membership_levels'));
  return settle(async () => {
    const [panelDocument, levelsDocument] = await Promise.all([
      cmsRequest('/node/user_panel', { locale, query: { include: panelInclude, 'page[limit]': 1 } }),
      cmsRequest('/taxonomy_term/membership_levels', { locale, query: { sort: '-weight' } }),
    ]);
    const panel = deserialize<RawNode[]>(panelDocument)[0];
    if (!panel) return null;
    cacheTag(tags.node(panel.id));
    return reshapeBenefitsPanel(panel, deserialize<RawLevel[]>(levelsDocument));
  });
}

/** The member benefits panel (/node/user_panel) with the membership levels; null when there is none. */
export async function getBenefits(locale: Locale): Promise<BenefitsPanel | null> {
  return unwrap(await readBenefits(locale), '/node/user_panel');
}
