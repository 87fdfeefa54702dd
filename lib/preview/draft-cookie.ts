import 'server-only';
import { seal, unseal } from '@/lib/auth/seal';
import { isResourceVersion, type DraftRevision } from '@/lib/cms/draft-revision';
import { config } from '@/lib/platform/config/config';

/**
 * An editor's preview is two cookies, set and cleared together by /api/draft and its exit: Next's
 * Draft Mode cookie, and the site's own, sealed (lib/auth/seal.ts), which names the revision the
 * preview link asked for (lib/cms/draft-revision.ts) and tells the HTTP guard that this browser
 * entered preview through /api/draft: only then may the CMS frame its pages (the `next` module
 * shows the preview in an iframe of the Drupal admin).
 */
export const DRAFT_COOKIE = 'theatre_draft';
/** Next's Draft Mode cookie (`COOKIE_NAME_PRERENDER_BYPASS` in next/dist/server/api-utils). */
export const BYPASS_COOKIE = '__prerender_bypass';
const PURPOSE = 'draft';

export type Draft = { revision: DraftRevision | null };

export function sealDraft(draft: Draft): string {
  return seal(draft, config().SESSION_SECRET, PURPOSE);
}

/** The draft a cookie value holds, or null when the site did not seal it. */
export function openDraft(value: string): Draft | null {
  const opened = unseal(value, config().SESSION_SECRET, PURPOSE) as Draft | null;
  if (!opened || typeof opened !== 'object') return null;
  const revision = opened.revision;
  if (revision === null) return { revision: null };
  return revision && typeof revision.node === 'string' && isResourceVersion(revision.version)
    ? { revision: { node: revision.node, version: revision.version } }
    : null;
}

/** The draft of a request by its Cookie header: both cookies there, ours sealed by the site. */
export function draftOfCookies(header: string | undefined): Draft | null {
  if (!header || !header.includes(BYPASS_COOKIE) || !header.includes(DRAFT_COOKIE)) return null;
  const cookies = new Map<string, string>();
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  const value = cookies.get(DRAFT_COOKIE);
  return cookies.get(BYPASS_COOKIE) && value ? openDraft(value) : null;
}

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * The attributes of both preview cookies. The `next` module shows the preview inside the Drupal
 * admin, a page of another site, so the cookies must reach the site from that frame:
 * `SameSite=None; Secure` (and `Partitioned`, so browsers that block third-party cookies keep them
 * for that frame alone), which browsers take only over https (and from localhost). A site on plain
 * http elsewhere gets `SameSite=Lax`: preview then works in its own tab, not in the admin's frame.
 */
export function draftCookieAttributes(siteUrl = config().SITE_URL) {
  const url = new URL(siteUrl);
  const secure = url.protocol === 'https:' || LOOPBACK.test(url.hostname);
  return secure
    ? ({ httpOnly: true, path: '/', sameSite: 'none', secure: true, partitioned: true } as const)
    : ({ httpOnly: true, path: '/', sameSite: 'lax', secure: false } as const);
}
