import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '../lib/auth/cookie-names';
import { seal } from '../lib/auth/seal';
import { SECRETS } from '../lib/platform/config/required-config';
import { baseURL, sandboxURL } from '../playwright.config';
import { theDemoMember } from '../tests/fixtures/seed';

export { sandboxURL };
/** The sandbox's fixed editor token: drafts, its editor and test endpoints (sandbox/app.ts; the site reads with its demo consumer). */
export const previewToken = process.env.CMS_PREVIEW_TOKEN || 'sandbox-preview-token';
/** the secret of the content system's preview link (/api/draft?secret=), not the draft token */
export const previewSecret = process.env.PREVIEW_SECRET || 'sandbox-preview-secret';

type Locale = 'zh-hans' | 'en';

/** The visitor-facing path of a node alias in a language. */
export function sitePath(locale: Locale, alias: string): string {
  if (locale === 'zh-hans') return alias;
  return alias === '/' ? '/en' : `/en${alias}`;
}

type JsonApiList = {
  data: { id: string; attributes: { title: string; drupal_internal__nid?: number; path?: { alias: string | null } } }[];
};

/** The first published node of a bundle, straight from the sandbox's JSON:API (its alias and title). */
export async function firstNode(request: APIRequestContext, locale: Locale, bundle: string, filter = '') {
  const prefix = locale === 'en' ? '/en' : '';
  const res = await request.get(
    `${sandboxURL}${prefix}/jsonapi/node/${bundle}?filter[status]=1&filter[langcode]=${locale}&page[limit]=1${filter}`,
  );
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as JsonApiList;
  const node = body.data[0];
  expect(node, `a published ${bundle} in ${locale}`).toBeTruthy();
  const nid = node.attributes.drupal_internal__nid;
  return { uuid: node.id, nid, title: node.attributes.title, alias: node.attributes.path?.alias ?? `/node/${nid}` };
}

/** An editor's change in the content system (the sandbox's editor endpoint; it then calls the site's webhook as Drupal's `next` module does). */
export async function editNode(request: APIRequestContext, uuid: string, body: object) {
  const res = await request.post(`${sandboxURL}/sandbox/content/${uuid}`, {
    headers: { Authorization: `Bearer ${previewToken}` },
    data: body,
  });
  expect(res.ok()).toBeTruthy();
}

export async function setFault(
  request: APIRequestContext,
  faults: { content?: string | null; ticketing?: string | null },
) {
  const post = () =>
    request.post(`${sandboxURL}/sandbox/faults`, {
      headers: { Authorization: `Bearer ${previewToken}` },
      data: faults,
    });
  // Setting a fault twice is harmless: once more when a kept-alive connection was closed under it
  // (ECONNRESET after a long pause on a busy machine).
  const res = await post().catch(() => post());
  expect(res.ok()).toBeTruthy();
}

/**
 * The page at `path` as a crawler gets it: its HTML fetched (redirects followed), then parsed in
 * the browser for the tests to read with locators. Nothing it links (styles, scripts, images) is
 * loaded and no script runs: a page load would wait for all of them, and they are not what a
 * crawler reads. The test's page has JavaScript off (`test.use({ javaScriptEnabled: false })`):
 * the page's inline scripts do not run either.
 */
export async function crawl(page: Page, request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  await page.setContent(await response.text(), { waitUntil: 'domcontentloaded' });
  return response;
}

/**
 * Nothing sticks out past the screen's width. Measured against the layout viewport
 * (`clientWidth`): on an emulated phone `innerWidth` grows with content that sticks out (the page
 * is zoomed out to show it), so comparing with it could never fail there.
 */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}

/** Logs a member in through the sandbox's ticketing API (the e2e captcha is fixed to TEST). */
export async function loginToken(
  request: APIRequestContext,
  account: { email?: string; phone?: string; password: string } = {
    email: theDemoMember.email,
    password: theDemoMember.password,
  },
): Promise<string> {
  const identifier = `e2e-${Math.random().toString(36).slice(2)}`;
  const base = `${sandboxURL}/jsonapi/damai/api/user`;
  const captcha = await request.post(`${base}/genarateRandomStr`, { data: { identifier } });
  expect(captcha.ok()).toBeTruthy();
  const res = await request.post(`${base}/login`, {
    data: { ...account, password: undefined, identifier, loginPass: account.password, captcha: 'TEST', langType: 2 },
  });
  const body = (await res.json()) as { code: number; msg: string; data: { token: string } };
  expect(body.code, body.msg).toBe(200);
  return body.data.token;
}

/**
 * The session cookies the site sets when this token's member logs in (an encrypted, HttpOnly
 * `_sgttoken` and the `_sgtmember` hint), sealed with the e2e server's key (the sandbox's demo
 * SESSION_SECRET, lib/platform/config/config.ts): a member's session without the login form or a `?token=` link,
 * for the tests about what members do rather than how they get in.
 */
export async function sessionCookies(request: APIRequestContext, token: string) {
  const info = await request.post(`${sandboxURL}/jsonapi/damai/api/user/userInfo`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
  const member = ((await info.json()) as { data: { userToken: string } }).data.userToken;
  expect(member, 'the token is a member’s').toBeTruthy();
  const secret = process.env.SESSION_SECRET || SECRETS.SESSION_SECRET;
  const session = seal({ token, member, expiresAt: Date.now() + 2 * 3600_000 }, secret, SESSION_COOKIE);
  return [
    { name: SESSION_COOKIE, value: session, url: baseURL, httpOnly: true, sameSite: 'Lax' as const },
    { name: SESSION_HINT_COOKIE, value: '1', url: baseURL, sameSite: 'Lax' as const },
  ];
}

/** Opens `path` as the member of this token (their session cookies, as a login leaves them). */
export async function signIn(page: Page, token: string, path: string) {
  await page.context().addCookies(await sessionCookies(page.request, token));
  await page.goto(path);
}

/**
 * Waits until the page's start-up calls (session, member, cart) have answered. A test that ends a
 * session on the server waits for this first: a call still on its way would meet the ended
 * session, answer 401 and reload the page, racing the test's own next navigation.
 */
export async function startUpSettled(page: Page) {
  await page.waitForLoadState('networkidle');
}

/**
 * Opens `path` with the member's `?token=` link (from the theatre's app) and, asked whether to
 * continue as that member, agrees: the link never logs anyone in by itself (issue 29).
 */
export async function openHandoffLink(page: Page, token: string, path: string, continueAs: string | RegExp) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`);
  await expect(page).not.toHaveURL(/[?&]token=/);
  await page.getByRole('dialog').getByRole('button', { name: continueAs }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** What the site's ticketing routes take from a page of the site (the browser sends the Origin). */
export async function siteCall(
  request: APIRequestContext,
  operation: string,
  input: unknown,
  options: { cookie?: string; locale?: Locale } = {},
) {
  const res = await request.post(`/api/ticketing/${operation}?locale=${options.locale ?? 'en'}`, {
    data: input,
    headers: { Origin: baseURL, ...(options.cookie ? { Cookie: options.cookie } : {}) },
    failOnStatusCode: false,
  });
  return {
    status: res.status(),
    headers: res.headers(),
    body: (await res.json()) as { data?: unknown; error?: { code: number; message: string } },
  };
}

/** Waits until the page's client code runs (the start-up step has stored the device id). */
export async function waitForHydration(page: Page) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('_identifier'))).toBeTruthy();
}

/**
 * Before the next page load in a browser that has already loaded one of the site's pages: removes
 * the device id the start-up step stored, so that waitForHydration waits for the next page's own
 * start-up (it stores one when there is none). Several pages checked in one test reuse the
 * browser's cache of scripts, styles and fonts, as a visitor's browser does.
 */
export async function forgetStartUp(page: Page) {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.removeItem('_identifier'));
}
