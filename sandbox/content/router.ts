/**
 * GET /jsonapi/alias/resolve?alias=/path (English: /en/jsonapi/...): the answer of Drupal's
 * Decoupled Router `translate-path`, so the site can choose a page by content type. With the
 * Redirect module, a redirect from the path wins over what lives there (RedirectPathTranslator-
 * Subscriber runs first): the answer is the target's, plus `redirect: [{from, to, status}]`.
 */
import { findMatchingRedirect, type Redirect } from './redirects';
import { findByAlias, findNodeByNid, loadType } from './store';
import { apiBase, canView, langPrefix, type ApiRequest } from './jsonapi/request';
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
  return (
    first &&
    pickTranslation(
      all.filter((e) => e.uuid === first.uuid),
      r.lang,
    )
  );
}

export function resolvePath(r: ApiRequest, raw: string): RouterAnswer {
  const { alias, lang } = normalizeAlias(raw);
  if (lang) r = { ...r, lang };
  const redirect = alias === '/' ? undefined : findMatchingRedirect(r.ctx, alias, r.lang);
  return redirect ? redirected(r, alias, redirect) : resolveEntity(r, alias);
}

/**
 * Where a redirect's target leads, as Drupal builds the URL in the request's language: a node by
 * its alias (its system path when it has none here), a path with the language prefix, or an
 * external URL as it is. null: a target the sandbox cannot build.
 */
function redirectTarget(r: ApiRequest, target: string): string | null {
  if (/^https?:\/\//.test(target)) return target;
  if (target === 'route:<front>') return langPrefix(r.lang) || '/';
  const node = /^(?:entity:node\/|internal:\/node\/)(\d+)([?#].*)?$/.exec(target);
  if (node) {
    const translation = findNodeByNid(r.ctx, Number(node[1])).find((t) => t.langcode === r.lang);
    return `${langPrefix(r.lang)}${translation?.alias ?? `/node/${node[1]}`}${node[2] ?? ''}`;
  }
  const internal = /^internal:(\/.*)$/.exec(target);
  return internal ? `${langPrefix(r.lang)}${internal[1] === '/' ? '' : internal[1]}` || '/' : null;
}

/**
 * Decoupled Router's answer for a redirected path: the target's own answer with the redirect
 * trace; a target no entity lives at (a path of the front end, an external URL) gives `resolved`
 * alone; a target the visitor may not see answers 403 without the trace. The status is a string,
 * as Drupal reads it from its database.
 */
function redirected(r: ApiRequest, from: string, redirect: Redirect): RouterAnswer {
  const to = redirectTarget(r, redirect.target);
  if (!to) return resolveEntity(r, from);
  const trace = [{ from, to, status: String(redirect.statusCode) }];
  const external = /^https?:/.test(to);
  if (!external) {
    const answer = resolveEntity(r, to.replace(/[?#].*$/, ''));
    if (answer.status === 403) return answer;
    if (answer.status === 200) return { status: 200, body: { ...answer.body, redirect: trace } };
  }
  return {
    status: 200,
    body: {
      resolved: external ? to : `${r.origin}${to}`,
      isExternal: false,
      isHomePath: to === (langPrefix(r.lang) || '/'),
      redirect: trace,
    },
  };
}

function resolveEntity(r: ApiRequest, raw: string): RouterAnswer {
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
    // Drupal's aliases belong to one language and fall back to no other (AliasRepository: the
    // language and "und" only): another language's alias does not resolve here, even for a node
    // with no translation in this one (its page here is /node/N)
    node = findByAlias(r.ctx, alias).find((e) => e.langcode === r.lang);
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
  // the entity's URL in the request's language: its alias there, else its system path (an
  // untranslated node comes in its original language, whose alias is not one of this language)
  const ownAlias = node.langcode === r.lang ? node.alias : null;
  const canonical = `${r.origin}${langPrefix(r.lang)}${ownAlias ?? `/node/${node.internalId}`}`;
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
