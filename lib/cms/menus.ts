import { cacheLife, cacheTag } from 'next/cache';
import { splitLocale, type Locale } from '@/lib/i18n/routing';
import { CmsError } from './errors';
import { reshapeMenu, type RawMenuLink } from './reshape/menu';
import { tags } from './tags';
import { cmsRequest, deserialize } from './transport';
import type { MenuItem } from './types';

export type MenuName = 'main' | 'footer-menu' | 'common';

type MenuResult = { ok: true; items: MenuItem[] } | { ok: false; status: number; message: string };

/**
 * Cached menu read that reports failure as a value: Next fails a prerender when a cached function
 * throws, even if the caller catches, and the not-found page (rendered with every page) must
 * survive a backend failure. A failure is cached for seconds only.
 */
async function readMenu(locale: Locale, name: MenuName): Promise<MenuResult> {
  'use cache';
  cacheTag(tags.menu(name));
  try {
    const document = await cmsRequest('/menu_link_content/menu_link_content', {
      locale,
      publishedFilter: false,
      query: { 'filter[menu_name]': name, 'filter[langcode]': locale, sort: 'weight', 'page[limit]': 50 },
    });
    const items = await aliasNodeLinks(locale, reshapeMenu(deserialize<RawMenuLink[]>(document)));
    cacheLife('content');
    return { ok: true, items };
  } catch (error) {
    cacheLife({ stale: 0, revalidate: 5, expire: 30 });
    return { ok: false, status: error instanceof CmsError ? error.status : 502, message: String(error) };
  }
}

/**
 * Menu links to `entity:node/N` become the node's alias in this language (Decoupled Router's
 * `resolved`), so menus link to the canonical URL rather than /node/N. Resolved in parallel.
 */
async function aliasNodeLinks(locale: Locale, items: MenuItem[]): Promise<MenuItem[]> {
  return Promise.all(
    items.map(async (item) => {
      let href = item.href;
      if (/^\/node\/\d+$/.test(href)) {
        const answer = await cmsRequest<{ resolved?: string }>('/alias/resolve', {
          locale,
          query: { alias: href },
          publishedFilter: false,
        }).catch(() => null);
        if (answer?.resolved) href = splitLocale(new URL(answer.resolved, 'http://x').pathname).path;
      }
      return { ...item, href, children: await aliasNodeLinks(locale, item.children) };
    }),
  );
}

export async function getMenu(locale: Locale, name: MenuName): Promise<MenuItem[]> {
  const result = await readMenu(locale, name);
  if (!result.ok) throw new CmsError(result.message, { status: result.status, url: `menu:${name}` });
  return result.items;
}

/** A menu; with `tolerant`, an empty one when the backend fails (pages that must always render). */
export async function loadMenu(locale: Locale, name: MenuName, tolerant: boolean): Promise<MenuItem[]> {
  const result = await readMenu(locale, name);
  if (result.ok) return result.items;
  if (tolerant) return [];
  throw new CmsError(result.message, { status: result.status, url: `menu:${name}` });
}
