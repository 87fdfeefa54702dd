import 'server-only';
import { resolveSitePath } from '@/lib/cms/resolve-site-path';

/**
 * Resolves a preview path with the editors' credential (so unpublished nodes resolve too): the site
 * path of the node, in its language, and its JSON:API path (`/node/news/<uuid>`, where a preview
 * reads the revision the link names); null when nothing lives there.
 */
export async function previewTarget(sitePath: string): Promise<{ target: string; node: string | null } | null> {
  const node = await resolveSitePath(sitePath, true);
  if (!node) return null;
  return { target: node.canonical ?? sitePath, node: node.bundle ? `/node/${node.bundle}/${node.uuid}` : null };
}
