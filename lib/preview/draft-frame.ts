import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { withDraftRevision } from '@/lib/cms/draft-revision';
import { config } from '@/lib/platform/config/config';
import type { GuardExtras } from '@/lib/platform/security/http-guard';
import { draftOfCookies, type Draft } from '@/lib/preview/draft-cookie';
import { draftFrameAncestors, withFrameAncestors } from '@/lib/platform/security/headers';

/** The origins that may frame an editor's preview: the CMS (CMS_URL) and its admin (CMS_ADMIN_ORIGIN). */
export function editorsFrameAncestors(): string[] {
  return draftFrameAncestors({ cmsOrigin: config().CMS_URL, adminOrigin: config().CMS_ADMIN_ORIGIN });
}

const drafts = new WeakMap<IncomingMessage, Draft | null>();

/** The editor's draft a request carries (both preview cookies, ours sealed by the site), or null. */
export function draftOfRequest(req: IncomingMessage): Draft | null {
  if (!drafts.has(req)) drafts.set(req, draftOfCookies(req.headers.cookie));
  return drafts.get(req) ?? null;
}

/**
 * In Draft Mode, and only then, the CMS may frame the page: a response to a request that carries an
 * editor's draft, rendered for that request alone (`no-store`: Next sends Draft Mode pages
 * `private, no-cache, no-store`, so no shared cache ever keeps this policy), gets `frame-ancestors`
 * the CMS origins instead of 'none'. The backend proxy's sandboxed policy is left alone.
 */
export function allowEditorsFrame(res: ServerResponse): void {
  const req = res.req as IncomingMessage | undefined;
  const policy = res.getHeader('content-security-policy');
  if (!req || typeof policy !== 'string' || /(^|;)\s*sandbox\b/.test(policy)) return;
  if (!/\bno-store\b/.test(String(res.getHeader('cache-control') ?? ''))) return;
  if (!draftOfRequest(req)) return;
  const ancestors = editorsFrameAncestors();
  if (ancestors.length) res.setHeader('Content-Security-Policy', withFrameAncestors(policy, ancestors));
}

/**
 * The editor's preview in the HTTP guard (instrumentation.ts hands it to `installHttpGuard`): a
 * request that carries a draft is handled inside the revision it names, and its page may be framed
 * by the CMS.
 */
export const editorsDraftsInTheGuard: GuardExtras = {
  around(req, handle) {
    const draft = draftOfRequest(req);
    return draft ? withDraftRevision(draft.revision, handle) : handle();
  },
  head: allowEditorsFrame,
};
