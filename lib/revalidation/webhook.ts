import { z } from 'zod';
import { resolveRoute } from '@/lib/cms/pages';
import { resolveSitePath } from '@/lib/cms/resolve-site-path';
import { tags } from '@/lib/cms/tags';
import { locales, splitLocale } from '@/lib/i18n/routing';

const name = z.string().trim().min(1).max(200);

/** What another sender may POST when content changes (entity ids, bundles, aliases or tags). */
export const revalidateBody = z.object({
  secret: z.string().optional(),
  tags: z.array(name).max(500).default([]),
  ids: z.array(name).max(500).default([]),
  bundles: z
    .array(z.string().regex(/^[a-z0-9_:]+$/))
    .max(100)
    .default([]),
  aliases: z.array(z.string().startsWith('/').max(1000)).max(500).default([]),
});

export type RevalidateBody = z.infer<typeof revalidateBody>;

/**
 * A cache tag as Drupal writes one (the `next` module's own check of the tags it may send:
 * letters, digits, `_ - : .`, at most 255 characters).
 */
export const DRUPAL_TAG = /^[\w\-:.]{1,255}$/;

/** The tags the site's readers carry (lib/cms/tags.ts): any other tag is ignored. */
const KNOWN_TAGS = [
  /^node:\S+$/,
  /^node_list(?::[a-z0-9_]+)?$/,
  /^taxonomy_term:\d+$/,
  /^taxonomy_term_list(?::[a-z0-9_]+)?$/,
  /^menu_link_content:\d+$/,
  /^menu_link_content_list(?::[a-z0-9_]+)?$/,
  /^config:system\.menu\.[\w-]+$/,
  /^alias:\S+$/,
  /^aliases$/,
  /^ticketing:\S+$/,
];

/** The site's names before it took Drupal's (`list:news`, `menu:main`), as older senders send them. */
function currentName(tag: string): string {
  const term = /^list:taxonomy_term:(.+)$/.exec(tag);
  if (term) return tags.terms(term[1]);
  if (tag.startsWith('list:')) return tags.list(tag.slice(5));
  if (tag.startsWith('menu:')) return tags.menu(tag.slice(5));
  return tag;
}

/** The tags to expire for the tags a sender named, and those the site does not carry. */
export function knownTags(named: string[]): { expire: string[]; ignored: string[] } {
  const expire = new Set<string>();
  const ignored: string[] = [];
  for (const tag of named.map(currentName)) {
    if (KNOWN_TAGS.some((known) => known.test(tag))) expire.add(tag);
    else ignored.push(tag);
  }
  return { expire: [...expire], ignored };
}

/**
 * The `tags` query parameter of Drupal's cache-tag revalidation (`node:12,node_list,node_list:news`),
 * or null when one of them is not a tag as Drupal writes them.
 */
export function parseTagList(param: string): string[] | null {
  const named = param
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return named.every((tag) => DRUPAL_TAG.test(tag)) ? named : null;
}

/**
 * The cache tags a POSTed change touches: each node id is `node:<id>` (its page and every list,
 * block, recommendation or card showing it, since readers tag every node they carry), each bundle
 * its list tag (lists and the sitemap), each alias the path's resolution in both languages (so an
 * unpublished path answers 404, and a republished one comes back).
 */
export function tagsToExpire(body: RevalidateBody): { expire: string[]; ignored: string[] } {
  const { expire, ignored } = knownTags(body.tags);
  const out = new Set(expire);
  for (const id of body.ids) out.add(tags.node(id));
  for (const bundle of body.bundles) out.add(currentName(`list:${bundle}`));
  for (const alias of body.aliases) for (const locale of locales) out.add(tags.alias(locale, alias));
  return { expire: [...out], ignored };
}

/** `/新闻/x` for `/%E6%96%B0%E9%97%BB/x`: aliases are tagged as pages are looked up, decoded. */
function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The cache tags of a page by its site path, as Drupal's path revalidation names it (the saved
 * translation's URL, `/en/news/x`, or `/node/12` without an alias): its resolution, and the node
 * there with its bundle's lists, both the node Drupal has there now (asked with the editors'
 * credential, so an unpublished one is found too) and the one the site shows there (a deleted
 * node is only known that way). Throws CmsError when Drupal could not be asked.
 */
export async function tagsOfPath(requested: string): Promise<string[]> {
  const sitePath = decodedPath(requested);
  const { locale, path } = splitLocale(sitePath);
  const out = new Set([tags.alias(locale, path)]);
  const [now, shown] = await Promise.all([
    resolveSitePath(sitePath, true),
    resolveRoute(locale, path).catch(() => null),
  ]);
  if (now) {
    out.add(tags.node(now.uuid));
    if (now.nid) out.add(tags.nid(now.nid));
    if (now.bundle) out.add(tags.list(now.bundle));
    const canonical = now.canonical ? splitLocale(now.canonical) : null;
    if (canonical) out.add(tags.alias(canonical.locale, canonical.path));
  }
  if (shown?.kind === 'node') {
    out.add(tags.node(shown.uuid)).add(tags.list(shown.type));
    if (shown.nid) out.add(tags.nid(shown.nid));
  }
  return [...out];
}
