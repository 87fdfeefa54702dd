import 'server-only';
import { cacheTag } from 'next/cache';
import type { Locale } from '@/lib/i18n/routing';
import { settle } from './outcome';
import { tags } from './tags';
import { cmsRequest } from './transport';

/** One head tag as Drupal's Metatag module exposes it: `{tag: "meta"|"link", attributes}`. */
export type MetaTag = { tag: string; attributes: Record<string, string> };

/** The head tags a node's metatags give, by name (`title`, `description`, `og:image`, `canonical` ...). */
export type NodeMetatags = Record<string, string>;

function isMetaTag(value: unknown): value is MetaTag {
  if (!value || typeof value !== 'object') return false;
  const { tag, attributes } = value as { tag?: unknown; attributes?: unknown };
  return typeof tag === 'string' && !!attributes && typeof attributes === 'object';
}

/** `[{tag: 'meta', attributes: {name|property, content}}, {tag: 'link', attributes: {rel, href}}]` -> by name. */
export function reshapeMetatags(answer: unknown): NodeMetatags {
  const list = Array.isArray(answer) ? answer : [];
  const byName: NodeMetatags = {};
  for (const entry of list.filter(isMetaTag)) {
    const a = entry.attributes;
    const name = entry.tag === 'link' ? a.rel : (a.name ?? a.property);
    const value = entry.tag === 'link' ? a.href : a.content;
    if (typeof name === 'string' && typeof value === 'string' && value.trim() && !(name in byName))
      byName[name] = value.trim();
  }
  return byName;
}

async function readMetatags(locale: Locale, uuid: string) {
  'use cache';
  cacheTag(tags.node(uuid));
  return settle(async () => {
    const answer = await cmsRequest<unknown>('/metatag', {
      locale,
      publishedFilter: false,
      query: { entity_type: 'node', id: uuid, langcode: locale },
    });
    return reshapeMetatags(answer);
  });
}

/**
 * A node's metatags (spec section 7: `/metatag` with entity_type, id, langcode). Metatags are an
 * extra: when the call fails the page still renders, with the fallbacks the caller chooses.
 */
export async function getMetatags(locale: Locale, uuid: string): Promise<NodeMetatags> {
  const outcome = await readMetatags(locale, uuid);
  return outcome.ok ? outcome.value : {};
}
