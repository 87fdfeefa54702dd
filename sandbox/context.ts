import type Database from 'better-sqlite3';
import type { Hono } from 'hono';

export type SandboxConfig = {
  /** With SANDBOX_FIXED_CAPTCHA set, every captcha's code is this value (for tests). */
  fixedCaptcha?: string;
  /** Bearer token that lets a request see unpublished content (the editors' preview). */
  previewToken: string;
  /**
   * The Simple OAuth consumer the site fetches its preview tokens with (client-credentials grant):
   * its client id, secret and the one scope it may ask for (content/oauth.ts).
   */
  oauthClient: { id: string; secret: string; scope: string };
  /** How long an access token of that consumer lives, in seconds (Simple OAuth's default: 300). */
  oauthTokenTtl: number;
  /** The site's revalidation webhook, called when content changes (optional). */
  revalidateUrl?: string;
  revalidateSecret?: string;
  /** Which of the `next` module's revalidators calls it: by cache tags (default) or by path. */
  revalidator?: 'cache_tag' | 'path';
  /** The site's draft URL, where the preview links the sandbox makes lead (the `next` site entity's). */
  draftUrl?: string;
  /** Where generated seed images and other files live. */
  dataDir: string;
};

export type SandboxContext = {
  db: Database.Database;
  config: SandboxConfig;
  /** The clock, injectable so tests can move time (order deadlines, token expiry). */
  now: () => number;
};

/** One backend the sandbox stands in for: its tables, its seed data and its routes. */
export type SandboxModule = {
  name: string;
  /** CREATE TABLE IF NOT EXISTS ... statements, run on every start */
  schema: string;
  /** fills an empty database; `seededAt` is the moment all seed dates are relative to */
  seed: (ctx: SandboxContext, seededAt: number) => void | Promise<void>;
  /** routes, mounted at `mount` */
  mount: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module has its own Hono env
  routes: (ctx: SandboxContext) => Hono<any, any, any>;
};
