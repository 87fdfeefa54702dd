import { isLocale } from '@/lib/i18n/routing';

/**
 * Cache tags: one per entity, one per list, so a webhook can refresh exactly what changed. They are
 * Drupal's own names wherever Drupal has one (core's `node:12`, `node_list:news`,
 * `taxonomy_term:5`, `taxonomy_term_list:types_of_news`, `menu_link_content:7`,
 * `menu_link_content_list`, `config:system.menu.main`), so the `next` module's cache-tag
 * revalidator, which sends an entity's own tags, refreshes what shows it; a node also carries its
 * uuid (`node:<uuid>`: what JSON:API names it by, and what other senders may send).
 */
export const tags = {
  /** a node by its uuid */
  node: (uuid: string) => `node:${uuid}`,
  /** a node by Drupal's id (`drupal_internal__nid`), the tag Drupal invalidates when it is saved */
  nid: (nid: number | string) => `node:${nid}`,
  /** every list of a node bundle (Drupal's bundle list tag, sent on every save of such a node) */
  list: (bundle: string) => `node_list:${bundle}`,
  /** Drupal's list tag of every node, sent on every node save */
  anyNode: 'node_list',
  term: (tid: number | string) => `taxonomy_term:${tid}`,
  /** the terms of a vocabulary */
  terms: (vocabulary: string) => `taxonomy_term_list:${vocabulary}`,
  /** a menu, as Drupal names it (the tag of the menu's config entity) */
  menu: (name: string) => `config:system.menu.${name}`,
  menuLink: (id: number | string) => `menu_link_content:${id}`,
  /** Drupal's list tag of every menu link, sent on every menu link save */
  menuLinks: 'menu_link_content_list',
  aliases: 'aliases',
  // Next drops (with a warning) tags over 256 characters; no real alias is that long, but a
  // hostile path is, and its lookup still needs a valid tag.
  alias: (locale: string, path: string) => `alias:${locale}:${path}`.slice(0, 256),
  /**
   * A read of `/node/{bundle}/{id}` before its answer is known (a 404 is cached too): `id` is the
   * node's uuid, except for the homepage read by language (`/node/homepage/en`), which names no
   * node: it carries its bundle's list tag, so a change to the homepage node refreshes it. (A
   * successful answer also tags every entity it carries: transport.ts.)
   */
  nodeRead: (bundle: string, id: string) => (isLocale(id) ? `node_list:${bundle}` : `node:${id}`),
};
