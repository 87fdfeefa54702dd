import { isLocale } from '@/lib/i18n/routing';

/** Cache tags: one per entity, one per list, so a webhook can refresh exactly what changed. */
export const tags = {
  node: (uuid: string) => `node:${uuid}`,
  list: (bundle: string) => `list:${bundle}`,
  menu: (name: string) => `menu:${name}`,
  aliases: 'aliases',
  // Next drops (with a warning) tags over 256 characters; no real alias is that long, but a
  // hostile path is, and its lookup still needs a valid tag.
  alias: (locale: string, path: string) => `alias:${locale}:${path}`.slice(0, 256),
  /**
   * A read of `/node/{bundle}/{id}` before its answer is known (a 404 is cached too): `id` is the
   * node's uuid, except for the homepage read by language (`/node/homepage/en`), which names no
   * node: it carries its bundle's tag, so a change to the homepage node refreshes it. (A successful
   * answer also tags every node it carries: transport.ts.)
   */
  nodeRead: (bundle: string, id: string) => (isLocale(id) ? `list:${bundle}` : `node:${id}`),
};
