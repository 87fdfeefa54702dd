import { z } from 'zod';
import { tags } from '@/lib/cms/tags';
import { locales } from '@/lib/i18n/routing';

const name = z.string().trim().min(1).max(200);

/** What the content system sends when content changes (entity ids, bundles, aliases or tags). */
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

/** Only the site's own tag families can be expired (see lib/cms/tags.ts). */
const knownTag = /^(?:node|list|menu|alias|ticketing):\S+$|^aliases$/;

/**
 * The cache tags a change touches: each node id is `node:<uuid>` (its page and every list, block,
 * recommendation or card showing it, since readers tag every node they carry), each bundle
 * `list:<bundle>` (lists and the sitemap), each alias the path's resolution in both languages
 * (so an unpublished path answers 404, and a republished one comes back).
 */
export function tagsToExpire(body: RevalidateBody): string[] {
  const out = new Set<string>();
  for (const tag of body.tags) if (knownTag.test(tag)) out.add(tag);
  for (const id of body.ids) out.add(tags.node(id));
  for (const bundle of body.bundles) out.add(tags.list(bundle));
  for (const alias of body.aliases) for (const locale of locales) out.add(tags.alias(locale, alias));
  return [...out];
}
