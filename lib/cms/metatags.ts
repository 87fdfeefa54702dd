import 'server-only';
import { cacheTag } from 'next/cache';
import type { Locale } from '@/lib/i18n/routing';
import { settle } from './outcome';
import { tags } from './tags';
import { cmsRequest } from './transport';
import type { NodeMetatags } from './types';

/** One head tag as Drupal's Metatag module exposes it: `{tag: "meta"|"link", attributes}`. */
export type MetaTag = { tag: string; attributes: Record<string, string> };

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

async function readMetatags(locale: Locale, uuid: string, nid: string | null) {
  'use cache';
  // a bare answer names no entity (transport.ts tags JSON:API's): the node's tags, by uuid and id
  cacheTag(tags.node(uuid), ...(nid ? [tags.nid(nid)] : []));
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
export async function getMetatags(locale: Locale, node: { uuid: string; nid?: string | null }): Promise<NodeMetatags> {
  const outcome = await readMetatags(locale, node.uuid, node.nid || null);
  return outcome.ok ? outcome.value : {};
}
