import type { MenuItem } from '../types';
import { withLinkOptions, type LinkOptions } from './link-options';

export type RawMenuLink = {
  id: string;
  title: string;
  menu_name?: string;
  /** Drupal's link field: the uri, and options such as a query string or fragment */
  link?: { uri?: string; options?: LinkOptions } | null;
  parent?: string | null;
  weight?: number;
  enabled?: boolean;
};

/**
 * Drupal stores menu URIs as `internal:/news`, `entity:node/12`, `route:<front>` or absolute
 * URLs. Node references are left to alias resolution: `/node/12` is a Drupal path the site's
 * catch-all resolves like any other alias.
 */
export function menuHref(uri: string): { href: string; external: boolean } {
  if (/^https?:\/\//.test(uri)) return { href: uri, external: true };
  if (uri === 'route:<front>' || uri === 'internal:/' || uri === 'internal:/<front>') return { href: '/', external: false };
  if (uri.startsWith('internal:')) return { href: uri.slice('internal:'.length) || '/', external: false };
  if (uri.startsWith('entity:')) return { href: `/${uri.slice('entity:'.length)}`, external: false };
  return { href: uri.startsWith('/') ? uri : `/${uri}`, external: false };
}

/** Flat enabled links sorted by weight -> a tree by `parent` (`menu_link_content:<uuid>`). */
export function reshapeMenu(links: RawMenuLink[]): MenuItem[] {
  const enabled = links.filter((l) => l.enabled !== false).sort((a, b) => (a.weight ?? 0) - (b.weight ?? 0));
  const byKey = new Map<string, MenuItem>();
  for (const link of enabled) {
    const { href: path, external } = menuHref(link.link?.uri ?? '/');
    const href = external ? path : withLinkOptions(path, link.link?.options);
    byKey.set(`menu_link_content:${link.id}`, { id: link.id, title: link.title, href, external, children: [] });
  }
  const roots: MenuItem[] = [];
  for (const link of enabled) {
    const item = byKey.get(`menu_link_content:${link.id}`)!;
    const parent = link.parent ? byKey.get(link.parent) : undefined;
    if (parent) parent.children.push(item);
    else roots.push(item);
  }
  return roots;
}

/**
 * The menu item the current path belongs to: the deepest item whose href is the path or a
 * prefix of it at a segment boundary ('/news' is active on '/news/2026/x').
 */
export function activeMenuHref(items: MenuItem[], path: string): string | null {
  let best: string | null = null;
  const visit = (list: MenuItem[]) => {
    for (const item of list) {
      if (!item.external) {
        const h = item.href;
        const matches = h === '/' ? path === '/' : path === h || path.startsWith(`${h}/`);
        if (matches && (best === null || h.length > best.length)) best = h;
      }
      visit(item.children);
    }
  };
  visit(items);
  return best;
}
