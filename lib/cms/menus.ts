import 'server-only';
import { cacheTag } from 'next/cache';
import { getPathname } from '@/lib/i18n/navigation';
import { splitLocale, type Locale } from '@/lib/i18n/routing';
import { CmsError } from './errors';
import { rethrowCmsError } from './load-route';
import { settle, unwrap, type Outcome } from './outcome';
import { reshapeMenu, type RawMenuLink } from './reshape/menu';
import { resolveSitePath } from './resolve-site-path';
import { tags } from './tags';
import { cmsRequest, deserialize } from './transport';
import type { MenuItem } from './types';

export type MenuName = 'main' | 'footer-menu' | 'common';

const menuNames: MenuName[] = ['main', 'footer-menu', 'common'];

type MenuDocument = { data: unknown[]; links?: { next?: { href?: string } } };

/**
 * The three menus in one cached read, and one request (`menu_name IN (...)`, page by page when a
 * site has more than the spec's limit of 50 links), so that a cold render waits for one menu call,
 * not three. A failure is a value (outcome.ts), asked again a second later: the not-found page
 * (rendered with every page) must survive a backend failure.
 */
async function readMenus(locale: Locale): Promise<Outcome<Record<MenuName, MenuItem[]>>> {
  'use cache';
  // Drupal's tags of the menus and of every menu link (the transport adds each link's own). Not
  // the tags of the nodes they link to: every page shows the menus, so a node's save would
  // refresh every page; a menu link saved with its node (the node form's menu settings) names
  // its own tags.
  cacheTag(...menuNames.map((name) => tags.menu(name)), tags.menuLinks);
  return settle(async () => {
    const links: RawMenuLink[] = [];
    for (let offset = 0; ; offset += 50) {
      const document = await cmsRequest<MenuDocument>('/menu_link_content/menu_link_content', {
        locale,
        publishedFilter: false,
        query: {
          'filter[menu_name][operator]': 'IN',
          ...Object.fromEntries(menuNames.map((name, i) => [`filter[menu_name][value][${i}]`, name])),
          'filter[langcode]': locale,
          sort: 'weight',
          'page[limit]': 50,
          'page[offset]': offset || undefined,
        },
      });
      links.push(...deserialize<RawMenuLink[]>(document));
      if (!document.links?.next?.href) break;
    }
    const resolve = nodeAliases(locale);
    return Object.fromEntries(
      await Promise.all(
        menuNames.map(
          async (name) =>
            [name, await aliasNodeLinks(resolve, reshapeMenu(links.filter((l) => l.menu_name === name)))] as const,
        ),
      ),
    ) as Record<MenuName, MenuItem[]>;
  });
}

/**
 * `/node/N` -> the node's alias in this language (Decoupled Router's `resolved`), asked once per
 * node however many menus link to it; the path itself when it does not resolve.
 */
function nodeAliases(locale: Locale): (href: string) => Promise<string> {
  const answers = new Map<string, Promise<string>>();
  return (href) => {
    let answer = answers.get(href);
    if (!answer) {
      answer = resolveSitePath(getPathname({ locale, href }))
        .then((node) => (node?.canonical ? splitLocale(node.canonical).path : href))
        .catch(() => href);
      answers.set(href, answer);
    }
    return answer;
  };
}

/** A `/node/N` link as the node's alias, its query or fragment kept; any other link as it is. */
async function aliasOf(resolve: (href: string) => Promise<string>, href: string): Promise<string> {
  const node = /^(\/node\/\d+)([?#].*)?$/.exec(href);
  return node ? `${await resolve(node[1])}${node[2] ?? ''}` : href;
}

/**
 * Menu links to `entity:node/N` become the node's alias (their query or fragment kept), so menus
 * link to the canonical URL rather than /node/N. Resolved in parallel.
 */
async function aliasNodeLinks(resolve: (href: string) => Promise<string>, items: MenuItem[]): Promise<MenuItem[]> {
  return Promise.all(
    items.map(async (item) => ({
      ...item,
      href: item.href === null || item.external ? item.href : await aliasOf(resolve, item.href),
      children: await aliasNodeLinks(resolve, item.children),
    })),
  );
}

export async function getMenu(locale: Locale, name: MenuName): Promise<MenuItem[]> {
  return unwrap(await readMenus(locale), `menu:${name}`)[name];
}

/**
 * A menu for the header or footer. When the backend fails: with `tolerant`, an empty one (pages
 * that must always render); otherwise a 503 goes to the maintenance page and any other failure to
 * the error page, as for the page's own content.
 */
export async function loadMenu(locale: Locale, name: MenuName, tolerant: boolean): Promise<MenuItem[]> {
  const result = await readMenus(locale);
  if (result.ok) return result.value[name];
  if (tolerant) return [];
  rethrowCmsError(new CmsError(result.message, { status: result.status, url: `menu:${name}` }), locale);
}

/**
 * Starts reading the menus without waiting for them. The shell (header and footer) is drawn inside
 * each page, after the page's own reads, so on a cold render its menus were asked for only then:
 * one more backend call one after another (the bench's chain: the path's resolve, the node, then
 * the menus and their links' aliases). Started by the locale layout, the read runs beside the
 * page's; the shell's `loadMenu` joins it while it is in flight (Next dedupes pending `use cache`
 * calls with the same arguments) and never makes a second.
 */
export function preloadMenus(locale: Locale): void {
  void readMenus(locale);
}
