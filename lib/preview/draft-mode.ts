import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { editorsFrameAncestors } from '@/lib/preview/draft-frame';
import { BYPASS_COOKIE, DRAFT_COOKIE, draftCookieAttributes, sealDraft, type Draft } from './draft-cookie';

/**
 * Turns Draft Mode on for this browser (in a route handler): Next's cookie, with the attributes the
 * CMS's preview iframe needs (draft-cookie.ts), and the site's own naming the revision shown.
 */
export async function enterDraft(draft: Draft): Promise<void> {
  (await draftMode()).enable();
  const store = await cookies();
  const attributes = draftCookieAttributes();
  const bypass = store.get(BYPASS_COOKIE)?.value;
  if (bypass) store.set({ name: BYPASS_COOKIE, value: bypass, ...attributes });
  store.set({ name: DRAFT_COOKIE, value: sealDraft(draft), ...attributes });
}

/** Turns Draft Mode off: both cookies go, with the attributes they were set with (a partitioned one only goes so). */
export async function leaveDraft(): Promise<void> {
  (await draftMode()).disable();
  const store = await cookies();
  const gone = { ...draftCookieAttributes(), value: '', expires: new Date(0) };
  store.set({ name: BYPASS_COOKIE, ...gone });
  store.set({ name: DRAFT_COOKIE, ...gone });
}

/**
 * An answer of the draft routes: never stored, and, as they open inside the CMS's preview iframe,
 * one the CMS may frame (so an editor sees why a link was refused, not a blocked frame).
 */
export function draftAnswer(status: number, message: string | null, headers: Record<string, string> = {}): Response {
  const ancestors = editorsFrameAncestors();
  const all = {
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': `default-src 'none'; frame-ancestors ${ancestors.length ? ancestors.join(' ') : "'none'"}`,
    ...headers,
  };
  return message === null
    ? new Response(null, { status, headers: all })
    : Response.json({ message }, { status, headers: all });
}
