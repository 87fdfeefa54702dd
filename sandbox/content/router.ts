/**
 * GET /jsonapi/alias/resolve?alias=/path (English: /en/jsonapi/...): the answer of Drupal's
 * Decoupled Router `translate-path`, so the site can choose a page by content type.
 */
import { findByAlias, findNodeByNid, loadType } from './store';
import { apiBase, canView, langPrefix, translationsOf, type ApiRequest } from './jsonapi/request';
import { pickTranslation } from './store';
import { bundleOf, type Entity } from './types';

export type RouterAnswer = { status: 200 | 403 | 404; body: Record<string, unknown> };

export function normalizeAlias(raw: string): { alias: string; lang?: 'en' } {
  let alias = raw.trim();
  try {
    alias = decodeURIComponent(alias);
  } catch {
    // keep it as it came
  }
  alias = alias.replace(/[?#].*$/, '');
  if (!alias.startsWith('/')) alias = `/${alias}`;
  alias = alias.replace(/\/{2,}/g, '/');
  let lang: 'en' | undefined;
  if (alias === '/en' || alias.startsWith('/en/')) {
    alias = alias.slice(3) || '/';
    lang = 'en';
  }
  if (alias.length > 1) alias = alias.replace(/\/+$/, '');
  return { alias, lang };
}

function homepage(r: ApiRequest): Entity | undefined {
  const all = loadType(r.ctx, 'node--homepage');
  const first = all[0];
  return first && pickTranslation(all.filter((e) => e.uuid === first.uuid), r.lang);
}

export function resolvePath(r: ApiRequest, raw: string): RouterAnswer {
  const { alias, lang } = normalizeAlias(raw);
  if (lang) r = { ...r, lang };
  const unresolved = (): RouterAnswer => ({ status: 404, body: { message: `Unable to resolve path ${alias}.` } });
  let node: Entity | undefined;
  const isHome = alias === '/' || alias === '';
  if (isHome) node = homepage(r);
  else if (/^\/node\/\d+$/.test(alias)) {
    const rows = findNodeByNid(r.ctx, Number(alias.slice(6)));
    node = rows.length ? pickTranslation(rows, r.lang) : undefined;
  } else {
    const rows = findByAlias(r.ctx, alias);
    node = rows.find((e) => e.langcode === r.lang);
    if (!node && rows[0]) {
      // the alias belongs to another language: it resolves only if the node has no translation here
      const translations = translationsOf(r, rows[0].uuid);
      if (!translations.some((t) => t.langcode === r.lang)) node = pickTranslation(translations, r.lang);
    }
  }
  if (!node) return unresolved();
  if (!canView(r, node))
    return {
      status: 403,
      body: {
        message: 'Access denied for entity.',
        details: 'This user does not have access to view the resolved entity. Please authenticate and try again.',
      },
    };
  const bundle = bundleOf(node.type);
  const canonical = `${r.origin}${langPrefix(r.lang)}${node.alias ?? `/node/${node.internalId}`}`;
  const individual = `${apiBase(r)}/node/${bundle}/${node.uuid}`;
  const homeHome = homepage(r);
  return {
    status: 200,
    body: {
      resolved: canonical,
      isHomePath: isHome || homeHome?.uuid === node.uuid,
      entity: {
        canonical,
        type: 'node',
        bundle,
        id: String(node.internalId),
        uuid: node.uuid,
        langcode: node.langcode,
      },
      label: String(node.attributes.title ?? ''),
      jsonapi: {
        individual,
        resourceName: `node--${bundle}`,
        pathPrefix: 'jsonapi',
        basePath: '/jsonapi',
        entryPoint: apiBase(r),
      },
    },
  };
}
