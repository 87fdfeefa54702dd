import type { Sandbox } from '@/sandbox/app';
import { FIXED_CAPTCHA, SANDBOX_ORIGIN } from './support/sandbox-msw';

/** Calls of the cart and checkout tests straight to the in-process sandbox (set-up, not under test). */
export async function sandboxCall(sandbox: Sandbox, path: string, body: unknown, token?: string) {
  const res = await sandbox.fetch(
    new Request(`${SANDBOX_ORIGIN}/jsonapi/damai${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }),
  );
  return (await res.json()) as { code: number; msg: string; data: never };
}

export async function sandboxLogin(sandbox: Sandbox, email: string, password: string): Promise<string> {
  await sandboxCall(sandbox, '/api/user/genarateRandomStr', { identifier: email });
  const r = await sandboxCall(sandbox, '/api/user/login', {
    email,
    identifier: email,
    loginPass: password,
    captcha: FIXED_CAPTCHA,
    langType: 2,
  });
  return (r.data as { token: string }).token;
}

/** A new member, logged in. */
export async function sandboxMember(sandbox: Sandbox): Promise<string> {
  const email = `m${Math.random().toString(36).slice(2)}@theatre.test`;
  await sandboxCall(sandbox, '/api/user/register', { email, password: 'Abc12345' });
  return sandboxLogin(sandbox, email, 'Abc12345');
}
