/** Mounts the content API at /jsonapi (zh-hans) and /en/jsonapi (en), plus the editor endpoint. */
import { Hono, type Context } from 'hono';
import type { SandboxContext } from '../context';
import { editorRoutes } from './editor';
import { JSONAPI_TYPE, JsonApiError } from './jsonapi/errors';
import { parseNested } from './jsonapi/params';
import { createApiRequest, type ApiRequest } from './jsonapi/request';
import { collection, individual, index, related, relationship, type Query } from './jsonapi/resources';
import { metatagAnswer } from './metatag';
import { nextModuleRoutes } from './next-module';
import { oauthRoutes } from './oauth';
import { resolvePath } from './router';
import { parseSearchBody, search } from './search';
import { loadType } from './store';
import type { Langcode } from './types';

const ENTITY_TYPES = 'node|taxonomy_term|paragraph|file|menu_link_content';

function respond(body: unknown, status = 200, type = JSONAPI_TYPE): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
}

function errorResponse(err: unknown): Response {
  if (err instanceof JsonApiError) return respond(err.toDocument(), err.status);
  console.error(err);
  return respond(
    { errors: [{ status: '500', title: 'Internal Server Error', detail: 'The content API failed.' }] },
    500,
  );
}

function api(ctx: SandboxContext, lang: Langcode): Hono {
  const app = new Hono();
  const run =
    (fn: (r: ApiRequest, q: Query, self: URL, c: Context) => unknown | Promise<unknown>) => async (c: Context) => {
      try {
        const r = createApiRequest(ctx, c.req.raw, lang);
        const url = new URL(c.req.url);
        const self = new URL(`${r.origin}${url.pathname}${url.search}`);
        const q = parseNested(url.searchParams);
        const out = await fn(r, q, self, c);
        return out instanceof Response ? out : respond(out);
      } catch (err) {
        return errorResponse(err);
      }
    };
  const typeOf = (c: Context) => `${c.req.param('et')}--${c.req.param('bundle')}`;
  const param = (c: Context, name: string) => c.req.param(name) ?? '';

  app.get(
    '/',
    run((r) => index(r)),
  );

  app.get(
    '/alias/resolve',
    run((r, _q, self) => {
      const a = resolvePath(r, self.searchParams.get('alias') ?? self.searchParams.get('path') ?? '/');
      return respond(a.body, a.status, 'application/json');
    }),
  );

  app.get(
    '/metatag',
    run((r, _q, self) => respond(metatagAnswer(r, Object.fromEntries(self.searchParams)), 200, 'application/json')),
  );

  app.post(
    '/itc_search',
    run(async (r, _q, _self, c) => {
      const { keyword, page } = parseSearchBody(await c.req.text());
      return respond(search(r, keyword, page), 200, 'application/json');
    }),
  );

  // the homepage by language: /node/homepage/zh-hans or /node/homepage/en (a uuid works too)
  app.get(
    '/node/homepage/:id{zh-hans|en}',
    run((r, q, self, c) => {
      const home = loadType(ctx, 'node--homepage')[0];
      if (!home) throw new JsonApiError(404, 'There is no homepage node.');
      const lr = { ...r, lang: c.req.param('id') as Langcode };
      return individual(lr, 'node--homepage', home.uuid, q, self);
    }),
  );

  const base = `/:et{${ENTITY_TYPES}}/:bundle`;
  app.get(
    base,
    run((r, q, self, c) => collection(r, typeOf(c), q, self)),
  );
  app.get(
    `${base}/:id`,
    run((r, q, self, c) => individual(r, typeOf(c), param(c, 'id'), q, self)),
  );
  app.get(
    `${base}/:id/relationships/:field`,
    run((r, q, self, c) => relationship(r, typeOf(c), param(c, 'id'), param(c, 'field'), q, self)),
  );
  app.get(
    `${base}/:id/:field`,
    run((r, q, self, c) => related(r, typeOf(c), param(c, 'id'), param(c, 'field'), q, self)),
  );

  app.on(['POST', 'PATCH', 'PUT', 'DELETE'], [base, `${base}/*`], () =>
    errorResponse(
      new JsonApiError(
        405,
        'JSON:API is configured to accept only read operations. Site administrators can change this at /admin/config/services/jsonapi.',
      ),
    ),
  );
  app.all('*', (c) => {
    if (c.req.path.includes('/jsonapi/damai')) return c.notFound();
    return errorResponse(new JsonApiError(404, `No route found for "${c.req.method} ${c.req.path}".`));
  });
  return app;
}

export function contentRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  app.route('/', editorRoutes(ctx));
  app.route('/', nextModuleRoutes(ctx));
  app.route('/', oauthRoutes(ctx));
  app.route('/jsonapi', api(ctx, 'zh-hans'));
  app.route('/en/jsonapi', api(ctx, 'en'));
  return app;
}
