import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './a11y-support';
import { newMember, p, type Locale } from './checkout-helpers';
import { sessionCookies, siteCall } from './support';
import { aShowNotYetOnSale, aShowWhoseOnSaleTimeHasPassed } from '../tests/fixtures/seed';

/**
 * Issue 45, the visitor's side: a show before its on-sale time (its page says when, counts down in
 * the last hour and opens at the time without a reload; its buying path is closed with an honest
 * page and its cart refuses), and the queue page's pre-queue and "your turn" in a hidden tab. Both
 * languages, at 1280 and 390 px (the mobile project runs it: @phone), axe on each state, and no
 * console error or hydration mismatch. The line's answers are the browser's own here (page.route):
 * the draw is the server's, tested with the room itself.
 */
const words = {
  en: {
    onSale: /^On sale \d{1,2} [A-Z][a-z]+ \d\d:\d\d$/,
    closed: 'Tickets are not on sale yet',
    back: 'Back to the show',
    prequeue: 'You are in the pre-queue; the order is drawn at 10:00.',
    waiting: "You're in line",
    turnTitle: /^It's your turn – /,
  },
  'zh-hans': {
    onSale: /^\d{1,2}月\d{1,2}日 \d\d:\d\d 开售$/,
    closed: '尚未开售',
    back: '返回演出页面',
    prequeue: '您已进入预排队，排队顺序将于 10:00 抽签决定。',
    waiting: '您正在排队',
    turnTitle: /^轮到您了 – /,
  },
} as const;

/** Collects the page's errors (React's hydration errors among them) from now on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message: ConsoleMessage) => {
    const slowImage = /\/image\?/.test(message.location().url) && /Failed to load resource/.test(message.text());
    if (message.type() === 'error' && !slowImage) errors.push(`console: ${message.text()}`);
  });
  return errors;
}

// 1 December 2026, 10:00 in the theatre's zone: the draw the mocked line announces
const DRAW_AT = Date.UTC(2026, 11, 1, 2, 0);
const line = (over: object) => ({
  state: 'waiting',
  scope: `show:${aShowNotYetOnSale.projectToken}`,
  ticket: null,
  place: null,
  waitSeconds: null,
  pollSeconds: 2,
  rate: 120,
  drawAt: null,
  next: aShowNotYetOnSale.page,
  show: { projectToken: aShowNotYetOnSale.projectToken, name: aShowNotYetOnSale.title.en },
  soldOut: false,
  others: [],
  passMinutes: 20,
  ...over,
});

for (const locale of ['en', 'zh-hans'] as const satisfies Locale[]) {
  const t = words[locale];

  test(`a show before its on-sale time: when, the countdown, opening at the time @phone (${locale})`, async ({
    page,
  }) => {
    // axe runs twice, on a machine the other runs share
    test.slow();
    const errors = watchErrors(page);
    await page.clock.install();
    await page.goto(p(locale, aShowNotYetOnSale.page));
    const box = page.getByTestId('buy-box').first();
    await expect(box.getByTestId('on-sale-at')).toHaveText(t.onSale);
    await expect(page.getByTestId('show-on-sale-at').first()).toHaveText(t.onSale);
    // seeded 45 minutes ahead: within the last hour, so it counts down
    await expect(box.getByTestId('on-sale-countdown')).toHaveText(/^00:[0-4]\d:\d\d$/);
    await expect(box.getByTestId('buy-button')).toHaveCount(0);
    await expectAccessible(page, `${aShowNotYetOnSale.key} before its on-sale time (${locale})`);

    await page.clock.fastForward('50:00');
    await expect(box.getByTestId('on-sale')).toHaveCount(0);
    await expect(box.getByTestId('buy-button')).toBeEnabled();
    await expectAccessible(page, `${aShowNotYetOnSale.key} at its on-sale time (${locale})`);
    expect(errors).toEqual([]);
  });

  test(`a show whose on-sale time has passed is simply on sale (${locale})`, async ({ page }) => {
    await page.goto(p(locale, aShowWhoseOnSaleTimeHasPassed.page));
    const box = page.getByTestId('buy-box').first();
    await expect(box.getByTestId('buy-button')).toBeEnabled();
    await expect(box.getByTestId('on-sale')).toHaveCount(0);
  });

  test(`the buying path is closed before the time: an honest page and a refusing cart @phone (${locale})`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const event = aShowNotYetOnSale.event(1);
    const res = await page.goto(p(locale, `${aShowNotYetOnSale.seatsPage}?event=${event}`));
    expect(res?.status()).toBe(200);
    const closed = page.getByTestId('sale-closed');
    await expect(closed.getByRole('heading', { name: t.closed })).toBeVisible();
    await expect(closed).toContainText(aShowNotYetOnSale.title[locale]);
    await expect(closed.getByRole('link', { name: t.back })).toBeVisible();
    await expectAccessible(page, `the closed seat map (${locale})`);
    expect(errors).toEqual([]);

    const member = await newMember(page.request);
    const cookie = (await sessionCookies(page.request, member.token)).map((c) => `${c.name}=${c.value}`).join('; ');
    const good = aShowNotYetOnSale.good(1, aShowNotYetOnSale.cheapest);
    const refused = await siteCall(
      page.request,
      'cart.add',
      { items: [{ eventId: good.eventId, superGoodId: good.superGoodId, goodCount: 1 }] },
      { cookie, locale },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toContain(locale === 'en' ? 'not on sale yet' : '尚未开售');
  });

  test(`the queue page: the pre-queue, then the place after the draw, without a reload @phone (${locale})`, async ({
    page,
  }) => {
    // axe runs twice, on a machine the other runs share
    test.slow();
    const errors = watchErrors(page);
    const answers = [
      line({ state: 'prequeue', drawAt: DRAW_AT }),
      line({ state: 'waiting', ticket: 7, place: 3, waitSeconds: 30 }),
    ];
    let drawn = false;
    await page.route('**/api/queue/join**', (route) => route.fulfill({ json: answers[0] }));
    await page.route('**/api/queue/status**', (route) => route.fulfill({ json: answers[drawn ? 1 : 0] }));
    const to = p(locale, aShowNotYetOnSale.page);
    await page.goto(p(locale, `/queue/join?scope=show:${aShowNotYetOnSale.projectToken}&to=${encodeURIComponent(to)}`));
    await expect(page.getByTestId('queue-prequeue')).toHaveText(t.prequeue);
    await expect(page.getByTestId('turn-alerts')).toBeVisible();
    await expectAccessible(page, `the pre-queue (${locale})`);

    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    drawn = true;
    await expect(page.getByTestId('queue-place')).toHaveText('3', { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.waiting);
    // the same document: no reload took the visitor there
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    await expectAccessible(page, `the line after the draw (${locale})`);
    expect(errors).toEqual([]);
  });

  test(`your turn in a hidden tab: the title changes, the page waits for the visitor (${locale})`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.addInitScript(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    });
    let admitted = false;
    const waiting = line({ ticket: 7, place: 1, waitSeconds: 5 });
    await page.route('**/api/queue/join**', (route) => route.fulfill({ json: waiting }));
    await page.route('**/api/queue/status**', (route) =>
      route.fulfill({ json: admitted ? line({ state: 'admitted', ticket: 7, place: 0, waitSeconds: 0 }) : waiting }),
    );
    const to = p(locale, aShowNotYetOnSale.page);
    const queue = p(locale, `/queue/join?scope=show:${aShowNotYetOnSale.projectToken}&to=${encodeURIComponent(to)}`);
    await page.goto(queue);
    await expect(page.getByTestId('queue-place')).toHaveText('1');
    const before = await page.title();
    expect(before).not.toMatch(t.turnTitle);
    admitted = true;
    await expect.poll(() => page.title(), { timeout: 15_000 }).toMatch(t.turnTitle);
    // hidden, the page stays to be seen, saying it is the visitor's turn
    expect(new URL(page.url()).pathname).toBe(new URL(queue, 'http://x').pathname);
    await expect(page.getByRole('link', { name: locale === 'en' ? 'Continue' : '继续购票' })).toBeVisible();
    await expectAccessible(page, `the turn in a hidden tab (${locale})`);
    expect(errors).toEqual([]);
  });
}
