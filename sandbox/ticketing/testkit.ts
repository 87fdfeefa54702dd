/**
 * In-process helpers for tests of the ticketing API: a sandbox with a movable clock and a fixed
 * captcha, a JSON caller, login, and a fingerprint of the state that bad input must not change.
 */
import { createSandbox, type Sandbox } from '../app';

export { createSandbox };

export const TEST_CAPTCHA = 'Ab3K';
export const BASE = 'http://sandbox.test/jsonapi/damai';

/** Answers are read loosely in tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export type Reply = { status: number; code: number; msg: string; data: Json; headers: Headers; text: string };

export type Kit = {
  sb: Sandbox;
  clock: { now: number };
  call: (
    method: string,
    path: string,
    opts?: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> },
  ) => Promise<Reply>;
  get: (path: string, token?: string) => Promise<Reply>;
  post: (path: string, body?: unknown, token?: string) => Promise<Reply>;
  login: (user: { email?: string; phone?: string }, password: string) => Promise<string>;
  register: (email: string, password?: string) => Promise<string>;
  fingerprint: () => string;
};

export async function ticketingKit(): Promise<Kit> {
  const clock = { now: Date.now() };
  const sb = await createSandbox({ config: { fixedCaptcha: TEST_CAPTCHA }, now: () => clock.now });
  const call: Kit['call'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.body !== undefined || opts.raw !== undefined) headers['content-type'] ??= 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await sb.fetch(
      new Request(`${BASE}${path}`, {
        method,
        headers,
        body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
        redirect: 'manual',
      }),
    );
    const text = await res.text();
    let json: Json = {};
    try {
      json = JSON.parse(text);
    } catch {
      /* HTML or empty */
    }
    return { status: res.status, code: json.code, msg: json.msg, data: json.data, headers: res.headers, text };
  };
  const login: Kit['login'] = async (user, password) => {
    const identifier = `device-${Math.random().toString(36).slice(2)}`;
    await call('POST', '/api/user/genarateRandomStr', { body: { identifier } });
    const r = await call('POST', '/api/user/login', {
      body: { ...user, identifier, loginPass: password, captcha: TEST_CAPTCHA, langType: 2 },
    });
    if (r.code !== 200) throw new Error(`login failed: ${r.status} ${r.msg}`);
    return r.data.token as string;
  };
  const register: Kit['register'] = async (email, password = 'Secret123') => {
    const r = await call('POST', '/api/user/register', { body: { email, password } });
    if (r.code !== 200) throw new Error(`register failed: ${r.status} ${r.msg}`);
    return login({ email }, password);
  };
  const fingerprint = () =>
    JSON.stringify(
      sb.ctx.db
        .prepare(
          `SELECT (SELECT count(*) FROM tk_orders) AS orders,
                  (SELECT group_concat(status) FROM (SELECT status FROM tk_orders ORDER BY order_token)) AS statuses,
                  (SELECT sum(sale_count) FROM tk_prices) AS sold,
                  (SELECT count(*) FROM tk_seat_goods WHERE status <> 'available') AS seats,
                  (SELECT count(*) || ':' || coalesce(sum(good_count), 0) FROM tk_cart_items) AS cart,
                  (SELECT sum(points) || ':' || sum(growth) || ':' || count(*) FROM tk_members) AS members,
                  (SELECT group_concat(coalesce(name, '-') || coalesce(address, '') || tel || coalesce(id_card, '') || points_opened || coalesce(pay_password_hash, '')) FROM tk_members) AS profiles,
                  (SELECT count(*) FROM tk_coupons WHERE used_at IS NOT NULL) AS coupons,
                  (SELECT count(*) FROM tk_point_records) AS ledger`,
        )
        .get(),
    );
  return {
    sb,
    clock,
    call,
    get: (path, token) => call('GET', path, { token }),
    post: (path, body, token) => call('POST', path, { body, token }),
    login,
    register,
    fingerprint,
  };
}

export const DEMO_LOGIN = { email: 'demo@theatre.test' };
export const DEMO_PASSWORD = 'Demo1234';
export const GUEST_LOGIN = { email: 'guest@theatre.test' };
export const GUEST_PASSWORD = 'Guest1234';
