import { Hono } from 'hono';
import { join } from 'node:path';
import { openDatabase, getMeta, setMeta } from './db';
import type { SandboxConfig, SandboxContext, SandboxModule } from './context';
import { contentModule } from './content';
import { ticketingModule } from './ticketing';
import { imageModule } from './images';
import { mountCapacity } from './capacity';
import { mountFaults } from './faults';
import { SEED_VERSION } from './seed/version';

/** Order matters: the ticketing API lives under /jsonapi/damai, inside the content API's space. */
const modules: SandboxModule[] = [ticketingModule, imageModule, contentModule];

export type CreateSandboxOptions = {
  /** SQLite file, or ':memory:' (the default) for tests */
  dbFile?: string;
  config?: Partial<SandboxConfig>;
  now?: () => number;
  /** log one JSON line per request to this function */
  log?: (line: string) => void;
};

export type Sandbox = {
  app: Hono;
  ctx: SandboxContext;
  /** the request handler, callable in-process (MSW handlers in unit tests delegate to it) */
  fetch: (request: Request) => Promise<Response>;
  close: () => void;
};

/**
 * From the environment, as the site's own configuration names them (lib/platform/config/config.ts): the fixed
 * token for drafts is CMS_PREVIEW_TOKEN, the Simple OAuth consumer CMS_CLIENT_ID, CMS_CLIENT_SECRET
 * and CMS_OAUTH_SCOPE, the webhook's secret REVALIDATE_SECRET; unset, the sandbox's demo values,
 * which the site also takes when CMS_URL is unset. SANDBOX_OAUTH_TOKEN_TTL: how long its access
 * tokens live (s).
 */
export function defaultConfig(): SandboxConfig {
  return {
    fixedCaptcha: process.env.SANDBOX_FIXED_CAPTCHA || undefined,
    previewToken: process.env.CMS_PREVIEW_TOKEN || 'sandbox-preview-token',
    oauthClient: {
      id: process.env.CMS_CLIENT_ID || 'sandbox-next-site',
      secret: process.env.CMS_CLIENT_SECRET || 'sandbox-client-secret',
      scope: process.env.CMS_OAUTH_SCOPE || 'nextjs_site',
    },
    oauthTokenTtl: Number(process.env.SANDBOX_OAUTH_TOKEN_TTL) || 300,
    revalidateUrl: process.env.SANDBOX_REVALIDATE_URL || undefined,
    revalidateSecret: process.env.REVALIDATE_SECRET || 'sandbox-revalidate-secret',
    revalidator: process.env.SANDBOX_REVALIDATOR === 'path' ? 'path' : 'cache_tag',
    draftUrl: process.env.SANDBOX_DRAFT_URL || undefined,
    dataDir: process.env.SANDBOX_DATA_DIR || join(process.cwd(), 'sandbox', '.data'),
  };
}

export async function createSandbox(options: CreateSandboxOptions = {}): Promise<Sandbox> {
  const config = { ...defaultConfig(), ...options.config };
  const db = openDatabase(options.dbFile ?? ':memory:');
  const ctx: SandboxContext = { db, config, now: options.now ?? Date.now };

  for (const m of modules) db.exec(m.schema);
  if (!getMeta(db, 'seeded_at')) {
    const seededAt = ctx.now();
    for (const m of modules) await m.seed(ctx, seededAt);
    setMeta(db, 'seeded_at', String(seededAt));
    setMeta(db, 'seed_version', String(SEED_VERSION));
  }

  const app = new Hono();
  if (options.log) {
    const log = options.log;
    app.use('*', async (c, next) => {
      const started = performance.now();
      await next();
      const url = new URL(c.req.url);
      log(
        JSON.stringify({
          t: new Date().toISOString(),
          method: c.req.method,
          path: url.pathname,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        }),
      );
    });
  }
  app.get('/health', (c) => c.json({ status: 'ok', seededAt: Number(getMeta(db, 'seeded_at')) }));
  mountFaults(app, ctx);
  mountCapacity(app, ctx);
  for (const m of modules) app.route(m.mount, m.routes(ctx));
  app.notFound((c) =>
    c.json({ errors: [{ status: '404', title: 'Not Found', detail: `No route for ${c.req.path}` }] }, 404),
  );
  app.onError((err, c) => {
    console.error(err);
    return c.json({ errors: [{ status: '500', title: 'Internal Server Error', detail: String(err.message) }] }, 500);
  });

  return {
    app,
    ctx,
    fetch: async (request: Request) => app.fetch(request),
    close: () => db.close(),
  };
}
