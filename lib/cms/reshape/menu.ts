import type { MenuEntry, MenuItem } from '../types';
import { parseDrupalLink, type LinkOptions } from './link';

/** A menu_link_content entity as JSON:API gives it (only what the menus read). */
export type RawMenuLink = {
  id: string;
  title: string;
  menu_name?: string;
  /** Drupal's link field: the uri, and options such as a query string or fragment */
  link?: { uri?: string; options?: LinkOptions } | null;
  /** `menu_link_content:<uuid>` of the parent link, or null at the top */
  parent?: string | null;
  weight?: number;
  enabled?: boolean;
};

/** A menu link's target: a site path, an external URL, or null (not a link: a label or a button). */
function menuTarget(link: RawMenuLink): Pick<MenuItem, 'href' | 'external'> {
  const target = parseDrupalLink(link.link);
  if (target?.kind === 'site') return { href: target.path, external: false };
  if (target?.kind === 'external' || target?.kind === 'file') return { href: target.href, external: true };
  return { href: null, external: false };
}

/**
 * Flat links sorted by weight -> a tree by `parent` (`menu_link_content:<uuid>`), as Drupal's menu
 * tree shows it: a disabled link is left out with everything below it, and so is a link whose
 * parent link JSON:API did not give (a visitor may not see it: it leads to an unpublished node). A
 * link under a module's own link (`standard.front_page`, not menu_link_content) stands at the top.
 */
export function reshapeMenu(links: RawMenuLink[]): MenuItem[] {
  const sorted = [...links].sort((a, b) => (a.weight ?? 0) - (b.weight ?? 0));
  const byKey = new Map(sorted.map((link) => [`menu_link_content:${link.id}`, link]));
  const items = new Map<string, MenuItem>();
  for (const link of sorted)
    items.set(`menu_link_content:${link.id}`, { id: link.id, title: link.title, ...menuTarget(link), children: [] });

  const shown = (link: RawMenuLink, seen = new Set<string>()): boolean => {
    if (link.enabled === false) return false;
    if (!link.parent?.startsWith('menu_link_content:')) return true;
    const parent = byKey.get(link.parent);
    if (!parent) return false;
    if (seen.has(parent.id)) return true;
    seen.add(link.id);
    return shown(parent, seen);
  };
  const roots: MenuItem[] = [];
  for (const link of sorted) {
    if (!shown(link)) continue;
    const item = items.get(`menu_link_content:${link.id}`)!;
    const parent = link.parent ? items.get(link.parent) : undefined;
    if (parent) parent.children.push(item);
    else roots.push(item);
  }
  return roots;
}

/** A menu as client components are given it: each item without its id (lib/cms/types.ts `MenuEntry`). */
export function menuEntries(items: MenuItem[]): MenuEntry[] {
  return items.map(({ title, href, external, children }) => ({
    title,
    href,
    external,
    children: menuEntries(children),
  }));
}

/**
 * The menu item the current path belongs to: the deepest item whose href is the path or a
 * prefix of it at a segment boundary ('/news' is active on '/news/2026/x').
 */
export function activeMenuHref(items: MenuEntry[], path: string): string | null {
  let best: string | null = null;
  const visit = (list: MenuEntry[]) => {
    for (const item of list) {
      const h = item.href;
      if (h !== null && !item.external) {
        const matches = h === '/' ? path === '/' : path === h || path.startsWith(`${h}/`);
        if (matches && (best === null || h.length > best.length)) best = h;
      }
      visit(item.children);
    }
  };
  visit(items);
  return best;
}
