import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addToCart, newMember, orders, p, prices, signIn, text } from './checkout-helpers';
import { aShowWithoutSeats } from '../tests/fixtures/seed';

/**
 * The checkout leads a buyer on (issue 21, items 2 and 3): Pay with something missing brings the
 * buyer to it, a payment method used before is chosen already, and the purchase notice says what
 * it wants and offers a way through it on a phone-sized screen, never a disabled button.
 */
const words = {
  en: { readOn: 'Read on', cue: /More of the notice is below/, allRead: 'You have read the whole notice.' },
  'zh-hans': { readOn: '继续阅读', cue: /下方还有须知内容/, allRead: '您已阅读全部须知。' },
} as const;

/** Where a scrolled element comes to rest: its scrollTop once two frames in a row leave it unchanged. */
function settledScrollTop(element: Locator): Promise<number> {
  return element.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        let last = -1;
        const frame = () => {
          if (el.scrollTop === last) resolve(last);
          else {
            last = el.scrollTop;
            requestAnimationFrame(frame);
          }
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** A member with two non-seat tickets (a show without seats) in the cart, at the checkout. */
async function atCheckout(page: Page, request: Parameters<typeof newMember>[0], locale: 'en' | 'zh-hans') {
  const member = await newMember(request);
  const [price] = await prices(request, aShowWithoutSeats.event(2));
  await addToCart(request, member.token, [
    { eventId: aShowWithoutSeats.event(2), superGoodId: price.superGoodId, goodCount: 2 },
  ]);
  await signIn(page, member.token, p(locale, '/checkout'));
  await expect(page.getByTestId('checkout-summary').getByTestId('total')).toBeVisible();
  return member;
}

/** The element is on screen and not under the sticky pay bar of a phone. */
async function expectClearOnScreen(page: Page, selector: ReturnType<Page['locator']>) {
  await expect(selector).toBeInViewport({ ratio: 1 });
  const box = (await selector.boundingBox())!;
  const bar = await page.getByRole('button', { name: /^(Pay|支付)$/ }).boundingBox();
  if (bar && (await page.viewportSize())!.width < 992) expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
}

for (const locale of ['en', 'zh-hans'] as const) {
  const t = text[locale];
  const w = words[locale];

  test(`Pay with no payment method chosen brings the buyer to the methods, focused, with the message (${locale})`, async ({
    page,
    request,
  }) => {
    await atCheckout(page, request, locale);
    const gateways = page.getByTestId('gateways');
    await expect(gateways.getByRole('radio')).not.toHaveCount(0);
    // a first purchase on this browser: nothing chosen for the buyer
    for (const radio of await gateways.getByRole('radio').all()) await expect(radio).not.toBeChecked();
    await page.getByTestId('checkout-summary').getByRole('button', { name: t.pay, exact: true }).click();
    const first = gateways.getByRole('radio').first();
    await expect(first).toBeFocused();
    const message = gateways.getByText(t.selectPayment, { exact: true });
    await expectClearOnScreen(page, message);
    await expectClearOnScreen(page, first);
    // choosing one and paying goes on to the notice
    await gateways.getByRole('radio', { name: t.alipay }).check();
    await expect(message).toHaveCount(0);
  });

  test(`the purchase notice: a visible way through it, never a disabled button, then the order (${locale})`, async ({
    page,
    request,
  }) => {
    const member = await atCheckout(page, request, locale);
    await page.getByRole('radio', { name: t.alipay }).check();
    await page.getByTestId('checkout-summary').getByRole('button', { name: t.pay, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // the dialog, its buttons included, fits the screen
    const fits = await dialog.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight);
    expect(fits).toBe(true);
    const next = dialog.getByTestId('notice-confirm');
    await expect(next).toBeInViewport({ ratio: 1 });
    await expect(next).toBeEnabled();
    const body = dialog.getByTestId('notice-body');
    const overflows = await body.evaluate((el) => el.scrollHeight > el.clientHeight + 8);
    if (overflows) {
      // the state is said on screen, and the main button leads through the text
      await expect(dialog.getByText(w.cue)).toBeVisible();
      await expect(next).toHaveText(w.readOn);
      for (let i = 0; i < 12 && (await next.textContent()) === w.readOn; i++) {
        const before = await body.evaluate((el) => el.scrollTop);
        await next.click();
        // each press moves the text on (or, at its end, turns the button into the confirmation);
        // the smooth scroll is waited out, or the next press could land on the confirmation the
        // scroll's end turns the button into
        await expect
          .poll(async () => (await next.textContent()) !== w.readOn || (await settledScrollTop(body)) > before)
          .toBe(true);
      }
    }
    await expect(dialog.getByText(w.allRead)).toBeVisible();
    await expect(next).toHaveText(t.confirmNotice);
    await next.click();
    await expect(page).toHaveURL(/\/jsonapi\/damai\/maipay\/pay\//);
    expect(await orders(request, member.token)).toHaveLength(1);
  });

  test(`the method paid with last is chosen already at the next checkout (${locale})`, async ({ page, request }) => {
    const member = await atCheckout(page, request, locale);
    await page.getByRole('radio', { name: t.alipay }).check();
    await page.getByTestId('checkout-summary').getByRole('button', { name: t.pay, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('notice-body').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await dialog.getByRole('button', { name: t.confirmNotice }).click();
    await expect(page).toHaveURL(/\/maipay\/pay\//);
    await page.getByRole('button', { name: '支付 Pay' }).click();
    await expect(page).toHaveURL(/payResult=success/);

    const [price] = await prices(request, aShowWithoutSeats.event(2));
    await addToCart(request, member.token, [
      { eventId: aShowWithoutSeats.event(2), superGoodId: price.superGoodId, goodCount: 1 },
    ]);
    await page.goto(p(locale, '/checkout'));
    await expect(page.getByRole('radio', { name: t.alipay })).toBeChecked();
    await expect(page.getByTestId('checkout-summary').getByTestId('payable')).toBeVisible();
  });
}
