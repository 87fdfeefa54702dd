import { http, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { NextRequest } from 'next/server';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as seatsRoute from '@/app/api/availability/[locale]/seats/[eventToken]/route';
import * as showRoute from '@/app/api/availability/[locale]/show/[projectToken]/route';
import { resetSharedReads } from '@/lib/availability/shared-read';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '@/lib/auth/cookie-names';
import { seal } from '@/lib/auth/seal';
import { handleOperation } from '@/lib/bff/server/handler';
import { config } from '@/lib/platform/config/config';
import { resetLimits } from '@/lib/platform/throttle/limits';
import { createSandbox, type Sandbox } from '@/sandbox/app';
import type { SandboxConfig } from '@/sandbox/context';
import { theDemoMember } from '../fixtures/seed';

export const SANDBOX_ORIGIN = 'http://127.0.0.1:4010';
export const FIXED_CAPTCHA = 'TEST';

/**
 * The browser's cookies for the site's own routes: what their answers set (HttpOnly ones
 * included), sent back with the next call, the readable ones mirrored into document.cookie.
 */
export const cookieJar = new Map<string, string>();

function setCookie(name: string, value: string, httpOnly: boolean) {
  if (value) cookieJar.set(name, value);
  else cookieJar.delete(name);
  if (!httpOnly && typeof document !== 'undefined')
    document.cookie = value ? `${name}=${value}; path=/` : `${name}=; path=/; max-age=0`;
}

function keepCookies(response: Response) {
  for (const header of response.headers.getSetCookie()) {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const [name, ...rest] = pair.split('=');
    const expired = attributes.some((a) => /^max-age=0$/i.test(a));
    setCookie(
      name,
      expired ? '' : rest.join('='),
      attributes.some((a) => /^httponly$/i.test(a)),
    );
  }
}

/** The site's shared availability reads (app/api/availability), in-process. */
async function availabilityRoute(request: Request): Promise<Response> {
  const [, , , locale, kind, token] = new URL(request.url).pathname.split('/');
  const route = kind === 'show' ? showRoute : seatsRoute;
  const params = kind === 'show' ? { locale, projectToken: token } : { locale, eventToken: token };
  return (route.GET as (r: Request, c: { params: Promise<typeof params> }) => Promise<Response>)(request, {
    params: Promise.resolve(params),
  });
}

/** The site's ticketing routes (app/api/ticketing), in-process, as a browser on this site calls them. */
async function siteRoute(request: Request, body: ArrayBuffer | undefined): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  if (!headers.has('origin')) headers.set('origin', url.origin);
  headers.set('host', url.host);
  if (cookieJar.size) headers.set('cookie', [...cookieJar].map(([k, v]) => `${k}=${v}`).join('; '));
  const response = await handleOperation(
    new NextRequest(url, { method: request.method, headers, body }),
    url.pathname.split('/').pop()!,
  );
  keepCookies(response);
  return response;
}

/** The session cookie a login would set for this token (a Cookie header's value). */
export function signInCookie(token: string, member = 'test-member'): string {
  return `${SESSION_COOKIE}=${seal({ token, member, expiresAt: Date.now() + 2 * 3600_000 }, config().SESSION_SECRET, SESSION_COOKIE)}; ${SESSION_HINT_COOKIE}=1`;
}

/** A member's session in this test browser, as a login or a `?token=` hand-off leaves it. */
export function signInWith(token: string, member = 'test-member') {
  const [session] = signInCookie(token, member).split('; ');
  setCookie(SESSION_COOKIE, session.slice(SESSION_COOKIE.length + 1), true);
  setCookie(SESSION_HINT_COOKIE, '1', false);
}

/** Back to a browser without a session (and the site's limits forgotten). */
export function signOutTestBrowser() {
  for (const name of [...cookieJar.keys()]) setCookie(name, '', false);
  if (typeof document !== 'undefined')
    for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0].trim()}=; path=/; max-age=0`;
  resetLimits();
}

/**
 * MSW in front of the real sandbox, in-process: the browser code under test calls the site's own
 * ticketing routes (run in-process here too) or `/jsonapi/...` (same origin) or the CMS origin,
 * and the sandbox's own request handler answers, so the fake and the sandbox cannot disagree
 * (design.md section 7).
 */
export async function startSandboxMsw(
  options: { now?: () => number; fixedCaptcha?: string; config?: Partial<SandboxConfig> } = {},
) {
  const sandbox: Sandbox = await createSandbox({
    config: {
      fixedCaptcha: options.fixedCaptcha ?? FIXED_CAPTCHA,
      dataDir: mkdtempSync(join(tmpdir(), 'sandbox-test-')),
      ...options.config,
    },
    now: options.now,
  });
  signOutTestBrowser();
  resetSharedReads();
  const forward = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const site = url.pathname.startsWith('/api/ticketing/');
    if (/^\/api\/availability\/[^/]+\/(show|seats)\/[^/]+$/.test(url.pathname)) return availabilityRoute(request);
    if (
      !site &&
      !/^\/(en\/)?jsonapi(\/|$)|^\/image$|^\/sites\/|^\/sandbox\/|^\/next\/|^\/oauth\/token$/.test(url.pathname)
    )
      return passthrough();
    const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer();
    if (site) return siteRoute(request, body);
    return sandbox.fetch(
      new Request(`${SANDBOX_ORIGIN}${url.pathname}${url.search}`, {
        method: request.method,
        headers: request.headers,
        body,
      }),
    );
  };
  const server = setupServer(http.all('*', forward));
  server.listen({ onUnhandledRequest: 'bypass' });
  return {
    sandbox,
    server,
    close() {
      server.close();
      sandbox.close();
    },
  };
}

export type SandboxMsw = Awaited<ReturnType<typeof startSandboxMsw>>;

/**
 * The sandbox behind MSW for one test file: started before its first test, closed after its last.
 * The object is filled in when it starts, so the file's tests read it as `env.sandbox`.
 */
export function sandboxMswForFile(options: Parameters<typeof startSandboxMsw>[0] = {}): SandboxMsw {
  const env = {} as SandboxMsw;
  beforeAll(async () => {
    Object.assign(env, await startSandboxMsw(options));
  });
  afterAll(() => env.close?.());
  return env;
}

/**
 * Watches the requests the code under test makes: the paths asked for, and how many were in
 * flight at once at most (two reads made together show as 2, one after the other as 1).
 */
export function trackRequests(server: ReturnType<typeof setupServer>) {
  const tracked = {
    now: 0,
    max: 0,
    paths: [] as string[],
    reset() {
      tracked.max = 0;
      tracked.paths = [];
    },
  };
  server.events.on('request:start', ({ request }) => {
    tracked.now += 1;
    tracked.max = Math.max(tracked.max, tracked.now);
    tracked.paths.push(new URL(request.url).pathname);
  });
  server.events.on('response:mocked', () => {
    tracked.now -= 1;
  });
  return tracked;
}

/**
 * Records what the code under test POSTs to the ticketing API (the site's routes pass it on): each
 * call's path below /jsonapi/damai and its JSON body, in order.
 */
export function recordTicketingPosts(server: ReturnType<typeof setupServer>) {
  const sent: { path: string; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path.startsWith('/jsonapi/damai/'))
      sent.push({
        path: path.replace('/jsonapi/damai', ''),
        body: await request
          .clone()
          .json()
          .catch(() => null),
      });
  });
  return sent;
}

/** Logs the demo member in against the sandbox and returns the token. */
export async function loginDemo(sandbox: Sandbox): Promise<string> {
  const base = `${SANDBOX_ORIGIN}/jsonapi/damai/api/user`;
  const captcha = await sandbox.fetch(
    new Request(`${base}/genarateRandomStr`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: 'test-device' }),
    }),
  );
  const captchaData = (await captcha.json()) as { data: { userToken: string } };
  const res = await sandbox.fetch(
    new Request(`${base}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: theDemoMember.email,
        identifier: 'test-device',
        loginPass: theDemoMember.password,
        captcha: FIXED_CAPTCHA,
        captchaToken: captchaData.data.userToken,
        langType: 2,
      }),
    }),
  );
  const answer = (await res.json()) as { code: number; msg: string; data: { token: string } };
  if (answer.code !== 200) throw new Error(`demo login failed: ${answer.msg}`);
  return answer.data.token;
}

/**
 * The ticketing API's paths (below /jsonapi/damai) the site asks from now on, in order: a test
 * empties the list (`length = 0`) where it starts counting again.
 */
export function ticketingCalls(env: Awaited<ReturnType<typeof startSandboxMsw>>, calls: string[] = []): string[] {
  env.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/jsonapi/damai/')) calls.push(url.pathname.replace('/jsonapi/damai', ''));
  });
  return calls;
}

/**
 * The sandbox behind MSW for every test of a file, and the ticketing API's paths each test made
 * the site ask (emptied after each test).
 */
export function sandboxTicketingForFile(): { env: SandboxMsw; backend: string[] } {
  const env = sandboxMswForFile();
  const backend: string[] = [];
  beforeAll(() => void ticketingCalls(env, backend));
  afterEach(() => {
    backend.length = 0;
  });
  return { env, backend };
}
