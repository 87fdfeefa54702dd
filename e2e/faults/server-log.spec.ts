import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../fixtures';
import { readFileSync } from 'node:fs';
import { baseURL, serverLogFile } from '../../playwright.config';
import { aRealNameShow } from '../../tests/fixtures/seed';
import { addToCart, idCard, newMember, prices } from '../checkout-helpers';
import { loginToken, openHandoffLink, siteCall, waitForHydration } from '../support';

/**
 * Runs after every other project (`npm test` runs the faults last), and scripts/start.mjs appends
 * to START_LOG_FILE, so the log of the site and the sandbox holds the whole run: thousands of member calls
 * with bearer tokens, tokens in URLs, 401s and failures. No token may be in it.
 */
test('no session token, bearer header or token query ever reaches the server logs', async ({ page, request }) => {
  const token = await loginToken(request);
  await openHandoffLink(page, token, '/en/news', /^Continue as/);
  await waitForHydration(page);
  await page.getByRole('banner').getByTestId('account-icon').first().click();
  await expect(page.getByTestId('membership-card')).toBeVisible();
  // a member call that fails on the server, one with a session the site cannot open, a dead hand-off
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  await siteCall(request, 'orders.get', { orderToken: 'nope' }, { cookie });
  await siteCall(request, 'orders.list', { page: 1 }, { cookie: '_sgttoken=dead-token; _sgtmember=1' });
  await request.get('/en/news?token=dead-token', { maxRedirects: 0 });

  await expect.poll(() => readFileSync(serverLogFile, 'utf8')).toContain('/jsonapi/damai/api/order/orderDetail');
  const log = readFileSync(serverLogFile, 'utf8');
  expect(log).toContain('/jsonapi/damai/api/user/userInfo'); // the member calls are logged...
  expect(log).not.toContain(token); // ...without their tokens
  expect(log).not.toContain('dead-token');
  // (the site's log lines say where a value was taken out: `[redacted]`)
  expect(log.match(/Bearer\s+(?!\[redacted\])\S+/gi) ?? []).toEqual([]);
  expect(log.match(/[?&]token=(?!\[redacted\])[^&\s"]+/gi) ?? []).toEqual([]);
});

/**
 * Issue 32: the site writes one JSON line per request (and per notable event), each with its
 * request id: the edge's X-Request-Id, sent here as each call's own. A member logs in (once with a
 * wrong password), confirms with the pay pin and with an SMS code to a phone number, checks out two
 * real-name tickets (two viewers' ID cards) and fails the payment. Every request is logged, and no
 * line anywhere holds the e-mail address, a password, an ID card number, the phone number or a
 * session or bearer token; the site's own lines hold no pin or order token either.
 */
test('the logs of a login, a checkout and a failed payment hold no secret or personal data', async ({ request }) => {
  const run = `log-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const memberCard = idCard();
  const viewerCards = [idCard(), idCard()];
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const member = await newMember(request, { idCard: memberCard });
  const site = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const ids: string[] = [];
  const id = (name: string) => (ids.push(`${run}-${name}`), { 'X-Request-Id': `${run}-${name}` });
  const call = (operation: string, input: unknown, name: string) =>
    site.post(`/api/ticketing/${operation}?locale=en`, { data: input, headers: id(name), failOnStatusCode: false });
  const login = async (password: string, name: string) => {
    const captcha = (await (await call('captcha.new', { identifier: run }, `${name}-captcha`)).json()) as {
      data: { token: string };
    };
    return call(
      'session.login',
      { username: member.email, password, captcha: 'TEST', captchaToken: captcha.data.token, identifier: run },
      name,
    );
  };

  try {
    expect((await login('Wrong9876', 'wrong-login')).status()).toBeGreaterThanOrEqual(400);
    expect((await login(member.password, 'login')).status()).toBe(200);
    const session = (await site.storageState()).cookies.find((c) => c.name === '_sgttoken')!.value;
    await call('account.checkPin', { validateType: 1, payPassword: '135790' }, 'pin');
    await call('account.checkPin', { validateType: 2, mobileNumber: phone, payVerifyCode: '246801' }, 'sms-pin');

    const eventId = aRealNameShow.event(1);
    const [, price] = await prices(request, eventId);
    await addToCart(request, member.token, [{ eventId, superGoodId: price.superGoodId, goodCount: 2 }]);
    const submitted = await call(
      'checkout.submit',
      {
        items: [{ eventId, superGoodId: price.superGoodId, goodCount: 2 }],
        options: {
          payGateway: 'alipay',
          requestId: run,
          viewers: viewerCards.map((card, i) => ({ name: ['Wang Fang', 'Li Lei'][i], idCard: card, eventId })),
        },
      },
      'checkout',
    );
    expect(submitted.status(), await submitted.text()).toBe(200);
    const { orderToken, payUrl } = ((await submitted.json()) as { data: { orderToken: string; payUrl: string } }).data;
    // the payment page (relayed from the ticketing API), the payment failed, back to the order
    const returnUrl = `${baseURL}/en/profile/orders/${orderToken}`;
    const payPage = await site.get(`${payUrl}?returnUrl=${encodeURIComponent(returnUrl)}`, { headers: id('pay-page') });
    expect(payPage.status()).toBe(200);
    const failed = await site.post(`${new URL(payUrl, baseURL).pathname}/complete`, {
      form: { result: 'fail', returnUrl },
      headers: id('pay-fail'),
      maxRedirects: 0,
    });
    expect(failed.status()).toBe(303);
    // the relay gives the site's own address as a path on the site
    const back = new URL(failed.headers().location, baseURL);
    expect(back.searchParams.get('payResult')).toBe('fail');
    expect((await site.get(`${back.pathname}${back.search}`, { headers: id('order-page') })).status()).toBe(200);

    const siteLines = () =>
      readFileSync(serverLogFile, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('{') && line.includes('"service":"site"'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    await expect
      .poll(() => ids.filter((name) => !siteLines().some((l) => l.msg === 'request' && l.request_id === name)))
      .toEqual([]);
    const ours = siteLines().filter((l) => ids.includes(l.request_id as string));
    expect(ours.find((l) => l.request_id === `${run}-login`)).toMatchObject({
      method: 'POST',
      path: '/api/ticketing/session.login?locale=en',
      kind: 'ticketing',
      status: 200,
    });
    expect(ours.find((l) => l.request_id === `${run}-pay-fail`)).toMatchObject({ kind: 'relay', status: 303 });
    expect(ours.find((l) => l.request_id === `${run}-order-page`)).toMatchObject({ kind: 'member', status: 200 });

    const log = readFileSync(serverLogFile, 'utf8');
    const secrets = {
      email: member.email,
      password: member.password,
      wrongPassword: 'Wrong9876',
      memberCard,
      viewerCard1: viewerCards[0],
      viewerCard2: viewerCards[1],
      phone,
      session,
      bearer: member.token,
    };
    for (const [name, value] of Object.entries(secrets)) expect(log.includes(value), name).toBe(false);
    const ourLines = JSON.stringify(ours);
    for (const [name, value] of Object.entries({ pin: '135790', smsCode: '246801', orderToken }))
      expect(ourLines.includes(value), name).toBe(false);
  } finally {
    await site.dispose();
  }
});
