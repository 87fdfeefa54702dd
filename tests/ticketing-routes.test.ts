// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleOperation } from '@/lib/bff/server/handler';
import { reserve, resetLimits } from '@/lib/platform/throttle/limits';
import { LIMITS } from '@/lib/platform/throttle/rules';
import { FIXED_CAPTCHA, signInCookie, sandboxTicketingForFile } from './support/sandbox-msw';
import { sandboxCall, sandboxMember } from './checkout-support';

/**
 * The site's ticketing routes (issue 22): the browser's only way to the ticketing API. Origin
 * checked, session from the cookie, input validated, limits applied before the API is asked, and
 * the API's failures answered in the site's terms.
 */
const { env, backend } = sandboxTicketingForFile();
afterEach(() => {
  resetLimits();
  env.server.resetHandlers();
});

const SITE = 'http://localhost:3000';

type Call = { origin?: string | null; address?: string; cookie?: string; headers?: Record<string, string> };

async function call(name: string, input: unknown, options: Call = {}) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': options.address ?? '203.0.113.7',
    ...options.headers,
  };
  if (options.origin !== null) headers.origin = options.origin ?? SITE;
  if (options.cookie) headers.cookie = options.cookie;
  const response = await handleOperation(
    new NextRequest(`${SITE}/api/ticketing/${name}?locale=en`, {
      method: 'POST',
      headers,
      body: JSON.stringify(input),
    }),
    name,
  );
  const body = (await response.json()) as {
    data?: unknown;
    error?: { code: number; message: string; retryAfter?: number; sessionEnded?: boolean };
  };
  return { status: response.status, body, response };
}

/** The session cookies a response set, as the browser would send them back. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

async function captcha(identifier = 'routes-test') {
  return ((await call('captcha.new', { identifier })).body.data as { token: string }).token;
}

async function login(username: string, password: string, options: Call = {}) {
  return call(
    'session.login',
    { username, password, captcha: FIXED_CAPTCHA, captchaToken: await captcha(), identifier: 'routes-test' },
    options,
  );
}

const loginCallsMade = () => backend.filter((p) => p === '/api/user/login').length;

async function newMember() {
  const email = `r${Math.random().toString(36).slice(2)}@theatre.test`;
  expect((await sandboxCall(env.sandbox, '/api/user/register', { email, password: 'Abc12345' })).code).toBe(200);
  return email;
}

describe('who may call', { timeout: 20_000 }, () => {
  it('refuses a call from another site, or without an Origin, before anything else', async () => {
    expect((await call('shows.get', { projectToken: 'PRJ1001' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await call('shows.get', { projectToken: 'PRJ1001' }, { origin: null })).status).toBe(403);
    expect(
      (await call('shows.get', { projectToken: 'PRJ1001' }, { headers: { 'sec-fetch-site': 'cross-site' } })).status,
    ).toBe(403);
    expect(backend).toEqual([]);
    expect((await call('shows.get', { projectToken: 'PRJ1001' })).status).toBe(200);
  });

  it('knows only its operations, and validates their input', async () => {
    expect((await call('user.login', {})).status).toBe(404);
    expect((await call('__proto__', {})).status).toBe(404);
    expect((await call('shows.get', { projectToken: '../../api/user/login' })).status).toBe(400);
    expect((await call('cart.add', { items: [{ eventId: 'E', superGoodId: 'G', goodCount: 99 }] })).status).toBe(400);
    expect(backend).toEqual([]);
  });

  it("a member's operation needs the session: none is a 401; a cookie the site cannot open is a timeout and is cleared", async () => {
    const none = await call('orders.list', { page: 1 });
    expect(none.status).toBe(401);
    expect(none.body.error?.sessionEnded).toBe(false);
    const forged = await call(
      'orders.list',
      { page: 1 },
      { cookie: '_sgttoken=bm90LWEtc2VhbGVkLXZhbHVlLWF0LWFsbA; _sgtmember=1' },
    );
    expect(forged.status).toBe(401);
    expect(forged.body.error?.sessionEnded).toBe(true);
    expect(forged.response.headers.getSetCookie().join()).toMatch(/_sgttoken=;.*Max-Age=0/i);
    expect(backend).toEqual([]);
  });

  it('adds the bearer from the session cookie, and a token the API no longer knows ends the session', async () => {
    const email = await newMember();
    const logged = await login(email, 'Abc12345');
    expect(logged.status).toBe(200);
    const cookie = cookiesOf(logged.response);
    expect((await call('orders.list', { page: 1 }, { cookie })).status).toBe(200);
    expect((await call('session.logout', {}, { cookie })).status).toBe(200);
    const after = await call('orders.list', { page: 1 }, { cookie });
    expect(after.status).toBe(401);
    expect(after.body.error?.sessionEnded).toBe(true);
  });
});

describe('limits against guessing (issue 22)', { timeout: 30_000 }, () => {
  it('five wrong passwords from one address, then the right one from there still waits: 429 with Retry-After, and the API is not even asked', async () => {
    const email = await newMember();
    for (let i = 0; i < 5; i++)
      expect((await login(email, 'Wrong1234')).body.error?.message).toBe('Incorrect username or password');
    backend.length = 0;
    const right = await login(email, 'Abc12345');
    expect(right.status).toBe(429);
    expect(Number(right.response.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(right.body.error?.retryAfter).toBeGreaterThan(800);
    expect(backend.filter((p) => p.endsWith('/user/login'))).toEqual([]);
    // another account from another address is not held up
    expect((await login(await newMember(), 'Abc12345', { address: '198.51.100.4' })).status).toBe(200);
  });

  it('a right password forgets the failures before it', async () => {
    const email = await newMember();
    for (let i = 0; i < 4; i++) await login(email, 'Wrong1234');
    expect((await login(email, 'Abc12345')).status).toBe(200);
    for (let i = 0; i < 4; i++) await login(email, 'Wrong1234');
    expect((await login(email, 'Abc12345')).status).toBe(200);
  });

  it('one address trying many accounts is stopped too', async () => {
    for (let i = 0; i < 30; i++) await login(`nobody${i}@theatre.test`, 'Wrong1234', { address: '192.0.2.9' });
    expect((await login(await newMember(), 'Abc12345', { address: '192.0.2.9' })).status).toBe(429);
  });

  it('a captcha checked wrong is spent and replaced: it cannot be asked again (no oracle); checks are limited per address', async () => {
    const token = await captcha();
    const wrong = await call('captcha.check', { identifier: 'routes-test', token, answer: 'NOPE' });
    expect(wrong.body.data).toMatchObject({
      valid: false,
      message: 'Incorrect captcha',
      next: { token: expect.any(String) },
    });
    const again = await call('captcha.check', { identifier: 'routes-test', token, answer: FIXED_CAPTCHA });
    expect(again.body.data).toMatchObject({ valid: false });
    const next = (wrong.body.data as { next: { token: string } }).next.token;
    expect(
      (await call('captcha.check', { identifier: 'routes-test', token: next, answer: FIXED_CAPTCHA })).body.data,
    ).toEqual({ valid: true });
    for (let i = 0; i < 18; i++)
      await call('captcha.check', { identifier: 'routes-test', token: await captcha(), answer: 'NOPE' });
    const limited = await call('captcha.check', {
      identifier: 'routes-test',
      token: await captcha(),
      answer: FIXED_CAPTCHA,
    });
    expect(limited.status).toBe(429);
  });

  it('five wrong pay pins, then the right one still waits', async () => {
    const token = await sandboxMember(env.sandbox);
    await sandboxCall(env.sandbox, '/api/user/openAccount', { validateType: 1, payPassword: '135790' }, token);
    const { signInCookie } = await import('./support/sandbox-msw');
    const cookie = signInCookie(token, 'pin-member');
    for (let i = 0; i < 5; i++)
      expect(
        (await call('account.checkPin', { validateType: 1, payPassword: '000000' }, { cookie })).status,
      ).toBeLessThan(500);
    const right = await call('account.checkPin', { validateType: 1, payPassword: '135790' }, { cookie });
    expect(right.status).toBe(429);
    expect(right.response.headers.get('retry-after')).toBeTruthy();
  });

  it('registration is limited per address: no mass sign-ups', async () => {
    const register = (address: string) =>
      call(
        'member.register',
        {
          username: `m${Math.random().toString(36).slice(2)}@theatre.test`,
          name: '',
          password: 'Abc12345',
          confirmPassword: 'Abc12345',
        },
        { address },
      );
    for (let i = 0; i < 20; i++) expect((await register('192.0.2.50')).status).toBe(200);
    expect((await register('192.0.2.50')).status).toBe(429);
    expect((await register('192.0.2.51')).status).toBe(200);
  });
});

describe('limits that hold under parallel attack (issue 29)', { timeout: 60_000 }, () => {
  const loginCalls = () => backend.filter((p) => p === '/api/user/login').length;

  it('50 wrong logins for one account sent at once: at most the limit reaches the ticketing API, the rest get 429', async () => {
    const email = await newMember();
    const captchas = await Promise.all(Array.from({ length: 50 }, (_, i) => captcha(`parallel-${i}`)));
    backend.length = 0;
    const answers = await Promise.all(
      captchas.map((captchaToken, i) =>
        call('session.login', {
          username: email,
          password: 'Wrong1234',
          captcha: FIXED_CAPTCHA,
          captchaToken,
          identifier: `parallel-${i}`,
        }),
      ),
    );
    expect(loginCalls()).toBeLessThanOrEqual(LIMITS.loginPerAccountAddress.points);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(50 - loginCalls());
  });

  it('30 wrong pay pins sent at once: at most the limit reaches the ticketing API', async () => {
    const token = await sandboxMember(env.sandbox);
    await sandboxCall(env.sandbox, '/api/user/openAccount', { validateType: 1, payPassword: '135790' }, token);
    const cookie = signInCookie(token, 'parallel-pin-member');
    backend.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        call('account.checkPin', { validateType: 1, payPassword: '000000' }, { cookie }),
      ),
    );
    const checks = backend.filter((p) => p === '/api/paypswd/checkPayPassword').length;
    expect(checks).toBeLessThanOrEqual(LIMITS.pinPerAccount.points);
    expect(answers.filter((a) => a.status === 429).length).toBe(30 - checks);
  });

  it('nobody can lock the owner out: right after 20 wrong passwords from another address, the owner logs in', async () => {
    const email = await newMember();
    for (let i = 0; i < 20; i++) await login(email, 'Wrong1234', { address: '198.51.100.66' });
    expect((await login(email, 'Wrong1234', { address: '198.51.100.66' })).status).toBe(429);
    expect((await login(email, 'Abc12345', { address: '203.0.113.80' })).status).toBe(200);
  });

  it("a member's e-mail and phone number, in any spelling, are one account", async () => {
    // once the member logged in, both their names are known to be theirs
    expect((await login('demo@theatre.test', 'Demo1234', { address: '203.0.113.90' })).status).toBe(200);
    for (let i = 0; i < 3; i++) await login('013800138000', 'Wrong1234', { address: '198.51.100.90' });
    for (let i = 0; i < 2; i++) await login(' DEMO@theatre.test', 'Wrong1234', { address: '198.51.100.90' });
    backend.length = 0;
    expect((await login(' 13800138000 ', 'Demo1234', { address: '198.51.100.90' })).status).toBe(429);
    expect(loginCalls()).toBe(0);
  });

  it('each login try needs a fresh captcha: one used before is refused without asking the API', async () => {
    const email = await newMember();
    const captchaToken = await captcha();
    const input = { username: email, password: 'Wrong1234', captcha: FIXED_CAPTCHA, captchaToken, identifier: 'x' };
    await call('session.login', input);
    backend.length = 0;
    expect((await call('session.login', { ...input, password: 'Abc12345' })).status).toBe(429);
    expect(loginCalls()).toBe(0);
  });

  it("past the per-account ceiling only the owner's own browser still gets in", async () => {
    const email = await newMember();
    const owner = await login(email, 'Abc12345', { address: '203.0.113.100' });
    const device = cookiesOf(owner.response)
      .split('; ')
      .filter((c) => c.startsWith('_sgtdevice='))
      .join('');
    expect(device).toBeTruthy();
    // strangers from many addresses spent the account's ceiling
    const { accountKey } = await import('@/lib/platform/throttle/accounts');
    const key = await accountKey(email);
    for (let i = 0; i < LIMITS.loginPerAccount.points; i++) await reserve([{ limit: LIMITS.loginPerAccount, key }]);
    expect((await login(email, 'Abc12345', { address: '203.0.113.101' })).status).toBe(429);
    expect((await login(email, 'Abc12345', { address: '203.0.113.101', cookie: device })).status).toBe(200);
  });
});

describe('the owner always gets in (issue 43)', { timeout: 30_000 }, () => {
  it('wrong or made-up captchas from many addresses are never failures for the account', async () => {
    const email = await newMember();
    for (let a = 0; a < 8; a++)
      for (let i = 0; i < LIMITS.loginPerAccountAddress.points + 1; i++) {
        const madeUp = i % 2 === 0;
        const wrong = await call(
          'session.login',
          {
            username: email,
            password: 'Wrong1234',
            captcha: madeUp ? 'TEST' : 'WRONG',
            captchaToken: madeUp ? `made-up-${a}-${i}` : await captcha(`stranger-${a}`),
            identifier: `stranger-${a}`,
          },
          { address: `198.51.100.${120 + a}` },
        );
        expect(wrong.status).not.toBe(200);
      }
    backend.length = 0;
    // the owner, on a browser and an address never seen: straight in
    expect((await login(email, 'Abc12345', { address: '203.0.113.120' })).status).toBe(200);
    expect(loginCallsMade()).toBe(1);
  });

  it('a stranger cannot spend the SMS codes of the owner’s number for the owner’s own browser', async () => {
    const phone = '13700000043';
    const register = { username: phone, name: '', password: 'Abc12345', confirmPassword: 'Abc12345' };
    expect((await call('member.sendSmsCode', { mobileNumber: phone }, { address: '203.0.113.129' })).status).toBe(200);
    expect(
      (await call('member.register', { ...register, verifyCode: '123456' }, { address: '203.0.113.129' })).status,
    ).toBe(200);
    const owner = await login(phone, 'Abc12345', { address: '203.0.113.130' });
    expect(owner.status).toBe(200);
    const device = cookiesOf(owner.response)
      .split('; ')
      .filter((c) => c.startsWith('_sgtdevice='))
      .join('');
    // a stranger asks for codes from one address until refused: their own count, not the number's
    const stranger: number[] = [];
    for (let i = 0; i < LIMITS.smsPerNumberAddress.points + 2; i++)
      stranger.push((await call('member.sendSmsCode', { mobileNumber: phone }, { address: '198.51.100.140' })).status);
    expect(stranger.slice(-2)).toEqual([429, 429]);
    expect((await call('member.sendSmsCode', { mobileNumber: phone }, { address: '203.0.113.131' })).status).toBe(200);
    // strangers on many addresses spend the number's ceiling: the owner's browser still gets its code
    for (let i = 0; i < LIMITS.smsPerNumber.points; i++)
      await reserve([{ limit: LIMITS.smsPerNumber, key: `phone:${phone}` }]).catch(() => undefined);
    expect((await call('member.sendSmsCode', { mobileNumber: phone }, { address: '203.0.113.132' })).status).toBe(429);
    expect(
      (await call('member.sendSmsCode', { mobileNumber: phone }, { address: '203.0.113.132', cookie: device })).status,
    ).toBe(200);
  });
});

describe('registering a phone number proves it with the SMS code (issue 21)', { timeout: 30_000 }, () => {
  const phoneMember = (phone: string, verifyCode?: string) =>
    call('member.register', {
      username: phone,
      verifyCode,
      name: '',
      password: 'Abc12345',
      confirmPassword: 'Abc12345',
    });

  it('without a code the site refuses it and the API is not even asked', async () => {
    for (const code of [undefined, '', '12345', 'abcdef']) {
      const refused = await phoneMember('13700000021', code);
      expect(refused.status, String(code)).toBe(400);
      expect(refused.body.error?.message).toMatch(/verifyCode/);
    }
    expect(backend).toEqual([]);
  });

  it('the code goes to the API, which checks it against the one sent to that number', async () => {
    expect((await phoneMember('13700000022', '123456')).status).toBe(400); // none was sent
    expect((await call('member.sendSmsCode', { mobileNumber: '13700000022' })).status).toBe(200);
    expect((await phoneMember('13700000022', '123456')).status).toBe(200);
    expect(backend.filter((path) => path === '/api/user/register')).toHaveLength(2);
  });

  it('guessing codes for one number is limited, from any address', async () => {
    await call('member.sendSmsCode', { mobileNumber: '13700000023' });
    for (let i = 0; i < 5; i++) {
      const guess = await call(
        'member.register',
        {
          username: '13700000023',
          verifyCode: `00000${i}`,
          name: '',
          password: 'Abc12345',
          confirmPassword: 'Abc12345',
        },
        { address: `192.0.2.${60 + i}` },
      );
      expect(guess.status).toBe(400);
    }
    expect((await phoneMember('13700000023', '123456')).status).toBe(429);
  });

  it('an email registration needs no code', async () => {
    const email = `m${Math.random().toString(36).slice(2)}@theatre.test`;
    expect(
      (await call('member.register', { username: email, name: '', password: 'Abc12345', confirmPassword: 'Abc12345' }))
        .status,
    ).toBe(200);
  });
});

describe(
  'a password reset by e-mail proves the address with the code sent to it (issue 34)',
  { timeout: 30_000 },
  () => {
    const reset = (username: string, verifyCode: string) =>
      call('member.resetPassword', { username, verifyCode, newPassword: 'After123', confirmPassword: 'After123' });

    it('the code goes to the address, and the reset takes only that code', async () => {
      const email = await newMember();
      expect((await reset(email, '123456')).status).toBe(400); // none was sent
      expect((await call('member.sendEmailCode', { email })).status).toBe(200);
      expect((await reset(email, '123456')).status).toBe(200);
      expect(backend).toEqual(['/api/user/resetPass', '/api/user/sendEmailCode', '/api/user/resetPass']);
    });

    it('codes sent are limited per (e-mail, address), per e-mail from everywhere, and per address', async () => {
      const send = (email: string, address: string) => call('member.sendEmailCode', { email }, { address });
      const { points } = LIMITS.emailCodePerEmailAddress;
      for (let i = 0; i < points; i++) expect((await send('often@theatre.test', '192.0.2.70')).status).toBe(200);
      expect((await send('often@theatre.test', '192.0.2.70')).status).toBe(429);
      // the sender spent their own count, not the address owner's
      expect((await send('often@theatre.test', '192.0.2.71')).status).toBe(200);
      // many addresses meet the e-mail's ceiling
      for (let i = points + 1; i < LIMITS.emailCodePerEmail.points; i++)
        expect((await send('often@theatre.test', `192.0.2.${100 + i}`)).status).toBe(200);
      expect((await send('often@theatre.test', '192.0.2.80')).status).toBe(429);
      for (let i = 0; i < 20; i++) expect((await send(`m${i}@theatre.test`, '192.0.2.81')).status).toBe(200);
      expect((await send('another@theatre.test', '192.0.2.81')).status).toBe(429);
    });
  },
);

describe("the checkout's rules live once (issue 25)", { timeout: 20_000 }, () => {
  it("a viewer the checkout form would refuse is refused by the site's route too, before the API is asked", async () => {
    const token = await sandboxMember(env.sandbox);
    const { signInCookie } = await import('./support/sandbox-msw');
    const cookie = signInCookie(token, 'viewer-member');
    const order = (viewers: unknown[]) =>
      call(
        'checkout.submit',
        {
          items: [{ eventId: 'PRJ1005-E2', superGoodId: 'G100521', goodCount: 2 }],
          options: { payGateway: 'alipay', requestId: `r${Math.random()}`, viewers },
        },
        { cookie },
      );
    backend.length = 0;
    for (const viewers of [
      [{ name: 'Wang Fang', idCard: '12345', eventId: 'PRJ1005-E2' }],
      [{ name: '   ', idCard: '110101199003074518', eventId: 'PRJ1005-E2' }],
    ]) {
      const refused = await order(viewers);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.message).toMatch(/idCardInvalid|viewerRequired/);
    }
    expect(backend).toEqual([]);
  });
});

describe("the API's failures, in the site's terms", () => {
  it('a refusal keeps its status and words; a failure or an unreachable API has no words to show', async () => {
    const refused = await call('shows.get', { projectToken: 'NOPE404' });
    expect(refused.status).toBe(404);
    expect(refused.body.error?.message).toMatch(/unknown/i);
    env.server.use(
      http.get('*/jsonapi/damai/api/pro/project', () =>
        HttpResponse.json({ code: 500, msg: 'java.lang.NullPointerException at ...', data: null }, { status: 500 }),
      ),
    );
    const failed = await call('shows.get', { projectToken: 'PRJ1001' });
    expect(failed.status).toBe(502);
    expect(failed.body.error?.message).toBe('');
    env.server.use(http.get('*/jsonapi/damai/api/pro/project', () => HttpResponse.error()));
    const unreachable = await call('shows.get', { projectToken: 'PRJ1001' });
    expect(unreachable.status).toBe(502);
    expect(unreachable.body.error).toMatchObject({ code: 0, message: '' });
  });

  it('a browser that goes away mid-call (a cancelled query) is no server error: nothing is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const leaving = new AbortController();
    env.server.use(
      http.get('*/jsonapi/damai/api/pro/project', async () => {
        leaving.abort();
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ code: 200, msg: '', data: null });
      }),
    );
    await handleOperation(
      new NextRequest(`${SITE}/api/ticketing/shows.get?locale=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SITE },
        body: JSON.stringify({ projectToken: 'PRJ1001' }),
        signal: leaving.signal,
      }),
      'shows.get',
    );
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('answers the site types, never the API shapes, and is never cached', async () => {
    const { body, response } = await call('shows.get', { projectToken: 'PRJ1001' });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/eventVoList|priceVoList|goodCount|saleCount/);
    expect(body.data).toMatchObject({ projectToken: 'PRJ1001', seated: true, performances: expect.any(Array) });
  });
});
