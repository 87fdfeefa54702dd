import 'server-only';
import { resolveSitePath } from '@/lib/cms/resolve-site-path';

/**
 * Resolves a preview path with the editors' credential (so unpublished nodes resolve too) and
 * returns the site path of the node, in its language; null when nothing lives there.
 */
export async function previewTarget(sitePath: string): Promise<string | null> {
  const node = await resolveSitePath(sitePath, true);
  return node ? (node.canonical ?? sitePath) : null;
}
