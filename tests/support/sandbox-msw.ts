import { http, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, type Sandbox } from '@/sandbox/app';

export const SANDBOX_ORIGIN = 'http://127.0.0.1:4010';
export const FIXED_CAPTCHA = 'TEST';

/**
 * MSW in front of the real sandbox, in-process: the browser code under test calls `/jsonapi/...`
 * (same origin) or the CMS origin, and the sandbox's own request handler answers, so the fake
 * and the sandbox cannot disagree (design.md section 7).
 */
export async function startSandboxMsw(options: { now?: () => number } = {}) {
  const sandbox: Sandbox = await createSandbox({
    config: { fixedCaptcha: FIXED_CAPTCHA, dataDir: mkdtempSync(join(tmpdir(), 'sandbox-test-')) },
    now: options.now,
  });
  const forward = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!/^\/(en\/)?jsonapi(\/|$)|^\/image$|^\/sites\/|^\/sandbox\//.test(url.pathname)) return passthrough();
    const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer();
    return sandbox.fetch(
      new Request(`${SANDBOX_ORIGIN}${url.pathname}${url.search}`, { method: request.method, headers: request.headers, body }),
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
        email: 'demo@theatre.test',
        identifier: 'test-device',
        loginPass: 'Demo1234',
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
