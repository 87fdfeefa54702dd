import type { SandboxContext } from '../../context';
import { loadTranslations, pickTranslation } from '../store';
import type { Entity, Langcode } from '../types';

/** What one JSON:API request knows: language, origin for links, preview rights, a load cache. */
export type ApiRequest = {
  ctx: SandboxContext;
  lang: Langcode;
  origin: string;
  preview: boolean;
  translations: Map<string, Entity[]>;
};

export function createApiRequest(ctx: SandboxContext, req: Request, lang: Langcode): ApiRequest {
  const url = new URL(req.url);
  const proto = req.headers.get('x-forwarded-proto')?.split(',')[0].trim() || url.protocol.replace(':', '');
  const host = req.headers.get('x-forwarded-host')?.split(',')[0].trim() || req.headers.get('host') || url.host;
  return { ctx, lang, origin: `${proto}://${host}`, preview: hasPreviewToken(ctx, req), translations: new Map() };
}

export function hasPreviewToken(ctx: SandboxContext, req: Request): boolean {
  const auth = req.headers.get('authorization') ?? '';
  return auth === `Bearer ${ctx.config.previewToken}`;
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

export const canView = (r: ApiRequest, e: Entity) => e.status || r.preview;
