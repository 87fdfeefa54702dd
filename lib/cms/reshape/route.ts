/**
 * Decoupled Router's `translate-path` answer -> the site's route. With the Redirect module, a
 * redirected path answers with its target (the target's entity when one lives there, else only
 * `resolved`) plus `redirect: [{from, to, status}]`; `status` comes as a string ("301") from Drupal.
 */
import { getPathname } from '@/lib/i18n/navigation';
import { locales, type Locale } from '@/lib/i18n/routing';
import type { ResolvedRoute } from '../types';

export type RouterAnswer = {
  resolved?: unknown;
  isExternal?: unknown;
  isHomePath?: unknown;
  entity?: { type?: unknown; bundle?: unknown; id?: unknown; uuid?: unknown; langcode?: unknown };
  redirect?: unknown;
};

const PERMANENT = new Set([301, 308]);

/** `/en/news/x` or `/zh-hans/news/x` -> `/news/x`: the path inside Drupal's language prefix. */
function withoutLanguagePrefix(path: string): string {
  for (const locale of locales) {
    if (path === `/${locale}`) return '/';
    if (path.startsWith(`/${locale}/`)) return path.slice(locale.length + 1);
  }
  return path;
}

/** path + query + fragment of a URL Drupal gave (absolute on its own host, or root-relative). */
function pathOf(url: string): string | null {
  try {
    const parsed = new URL(url, 'http://drupal.invalid');
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}

/**
 * Where a redirected path sends the visitor: an external URL as it is; a path of this site in the
 * language it was asked in (Drupal's target carries its own language prefix: the site's is put in
 * its place). The final node's canonical URL (`resolved`) is preferred to the trace's `to`, which
 * may be a system path (`/node/12`) that would redirect again. Permanent only when every step is
 * (301 or 308). null: no usable redirect.
 */
export function routeRedirect(
  answer: RouterAnswer,
  locale: Locale,
): Extract<ResolvedRoute, { kind: 'redirect' }> | null {
  const trace = Array.isArray(answer.redirect)
    ? answer.redirect.filter(
        (step): step is { to: string; status?: unknown } => typeof step?.to === 'string' && step.to !== '',
      )
    : [];
  const last = trace.at(-1);
  if (!last) return null;
  const permanent = trace.every((step) => PERMANENT.has(Number(step.status)));
  if (/^https?:\/\/[^/\s]/i.test(last.to)) return { kind: 'redirect', location: last.to, permanent };
  if (!/^\/(?![/\\])/.test(last.to)) return null;
  const resolved = answer.entity && typeof answer.resolved === 'string' ? pathOf(answer.resolved) : null;
  const target = resolved ?? last.to;
  const at = target.search(/[?#]/);
  const path = withoutLanguagePrefix(at >= 0 ? target.slice(0, at) : target);
  return {
    kind: 'redirect',
    location: `${getPathname({ locale, href: path })}${at >= 0 ? target.slice(at) : ''}`,
    permanent,
  };
}

/** The node a path leads to, or the redirect Drupal answers with; null when nothing is there. */
export function reshapeRoute(answer: RouterAnswer, locale: Locale): ResolvedRoute | null {
  const redirect = routeRedirect(answer, locale);
  if (redirect) return redirect;
  const entity = answer.entity;
  if (entity?.type !== 'node' || typeof entity.bundle !== 'string' || typeof entity.uuid !== 'string' || !entity.uuid)
    return null;
  return {
    kind: 'node',
    type: entity.bundle,
    uuid: entity.uuid,
    nid: String(entity.id ?? ''),
    langcode: typeof entity.langcode === 'string' ? entity.langcode : locale,
  };
}
