import 'server-only';
import { draftMode } from 'next/headers';

/**
 * Whether this render is an editor's preview (Draft Mode, entered through /api/draft with the
 * preview secret). Readable inside `'use cache'` scopes: in Draft Mode Next re-runs cached
 * functions on every request and never saves their results, so a preview answer is never cached
 * nor shown to anyone else. Outside a request (build-time generators, unit tests) it is false.
 */
export async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}
