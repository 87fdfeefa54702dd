import type { SandboxContext } from '../../context';
import { bearerOf } from '../oauth';
import { JsonApiError } from './errors';
import { findNodeByNid, loadTranslations, pickTranslation } from '../store';
import { entityTypeOf, type Entity, type Langcode } from '../types';

/** What one JSON:API request knows: language, origin for links, preview rights, a load cache. */
export type ApiRequest = {
  ctx: SandboxContext;
  lang: Langcode;
  origin: string;
  preview: boolean;
  translations: Map<string, Entity[]>;
};

/** Throws a 401 for a bearer token Drupal would refuse (expired, unknown): never read as anonymous. */
export function createApiRequest(ctx: SandboxContext, req: Request, lang: Langcode): ApiRequest {
  const bearer = bearerOf(ctx, req);
  if (bearer === 'refused')
    throw new JsonApiError(401, 'The resource owner or authorization server denied the request.');
  const url = new URL(req.url);
  const proto = req.headers.get('x-forwarded-proto')?.split(',')[0].trim() || url.protocol.replace(':', '');
  const host = req.headers.get('x-forwarded-host')?.split(',')[0].trim() || req.headers.get('host') || url.host;
  return { ctx, lang, origin: `${proto}://${host}`, preview: bearer === 'editor', translations: new Map() };
}

/** The editors' rights: the fixed preview token, or a Simple OAuth access token still valid (oauth.ts). */
export function hasPreviewToken(ctx: SandboxContext, req: Request): boolean {
  return bearerOf(ctx, req) === 'editor';
}

export const langPrefix = (lang: string) => (lang === 'en' ? '/en' : '');
export const apiBase = (r: ApiRequest, lang: string = r.lang) => `${r.origin}${langPrefix(lang)}/jsonapi`;

export function translationsOf(r: ApiRequest, uuid: string): Entity[] {
  let t = r.translations.get(uuid);
  if (!t) {
    t = loadTranslations(r.ctx, uuid);
    r.translations.set(uuid, t);
  }
  return t;
}

/** the entity in the request's language, falling back to its original language */
export function load(r: ApiRequest, uuid: string): Entity | undefined {
  return pickTranslation(translationsOf(r, uuid), r.lang);
}

/** Whether the visitor may see an entity, as Drupal's access handlers decide (the preview token sees all). */
export function canView(r: ApiRequest, e: Entity): boolean {
  if (r.preview) return true;
  return entityTypeOf(e.type) === 'menu_link_content' ? menuLinkViewable(r, e) : e.status;
}

/**
 * Drupal's MenuLinkContentAccessControlHandler: a menu link is visible when the visitor may open its
 * target (a link to an unpublished node is not), whether the link is enabled or not: a disabled
 * link comes with `enabled: false`, and hiding it (and what hangs below it) is the menu's work.
 */
function menuLinkViewable(r: ApiRequest, e: Entity): boolean {
  const uri = String((e.attributes.link as { uri?: unknown } | undefined)?.uri ?? '');
  const nid =
    /^(?:entity:node\/|internal:\/node\/)(\d+)(?:[?#]|$)/.exec(uri)?.[1] ??
    /^route:entity\.node\.canonical;node=(\d+)/.exec(uri)?.[1];
  if (!nid) return true;
  const node = pickTranslation(findNodeByNid(r.ctx, Number(nid)), r.lang);
  return !!node?.status;
}
