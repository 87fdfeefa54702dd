/** Cache tags: one per entity, one per list, so a webhook can refresh exactly what changed. */
export const tags = {
  node: (uuid: string) => `node:${uuid}`,
  list: (bundle: string) => `list:${bundle}`,
  menu: (name: string) => `menu:${name}`,
  aliases: 'aliases',
  alias: (locale: string, path: string) => `alias:${locale}:${path}`,
};
