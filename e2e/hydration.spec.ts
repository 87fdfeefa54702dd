import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addToCart, api, newMember, p, prices, seats, signIn, type Locale } from './checkout-helpers';
import { aSeatedShow, aShadowPlay, aShowWithoutSeats } from '../tests/fixtures/seed';

/**
 * Issue 42: no page of the buying path or the profile renders differently in the browser's first
 * render than on the server (React's #418, #423, #425), and none logs any other error, for a guest
 * with seats kept in this browser and for a member with a cart and an unpaid order (its countdown),
 * in both languages, at both widths (projects desktop and mobile; the phone only where a page reads
 * the screen: readsTheScreen). One visit per page: a mismatch shows on load.
 */

/** Every error the page reports while `visit` runs, React's hydration errors first among them. */
async function errorsOf(page: Page, path: string): Promise<string[]> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(`${path}: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${path}: console: ${message.text()}`);
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // hydration errors are reported when hydration ends; the page's own calls (session, cart) follow
  // it: the network is quiet once they have answered (images and link prefetches are answered by
  // the browser itself, see pixelsForImages and e2e/fixtures.ts)
  await page.waitForLoadState('networkidle');
  page.off('pageerror', onError);
  page.off('console', onConsole);
  return errors;
}

/**
 * What an image shows is not what hydration checks, and resizing each one (the image service)
 * kept the network busy for seconds on a loaded machine: the browser gets a 1-pixel picture for
 * every resized image instead, so the network goes quiet when the page's own calls have answered.
 */
async function pixelsForImages(page: Page) {
  const pixel = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  await page.route(/\/image\?/, (route) => route.fulfill({ contentType: 'image/png', body: pixel }));
}

/**
 * The pages whose client code reads the screen when it loads: the show page's tab strip scrolls its
 * tab into view when narrower than its tabs (components/ui/Tabs.tsx), the seat map zooms by width
 * and touch (components/shows/seats/useMapZoom.ts). Only these are visited again at the phone's
 * width: the site's HTML is the same at any width (nothing on the server reads the device), and no
 * other page's first render or start-up reads the width (the quick view and the header's popups
 * read it only when clicked), so the phone would hydrate the same markup the desktop just did.
 */
const readsTheScreen = (path: string) => path.includes(aShowWithoutSeats.page) || path.includes(aSeatedShow.seatsPage);

async function errorsOnEvery(page: Page, paths: string[]) {
  const errors: string[] = [];
  const phone = test.info().project.name === 'mobile';
  for (const path of phone ? paths.filter(readsTheScreen) : paths) errors.push(...(await errorsOf(page, path)));
  return errors;
}

for (const locale of ['en', 'zh-hans'] as const satisfies Locale[]) {
  const l = (path: string) => p(locale, path);

  test(`a guest's buying path hydrates without a mismatch or an error (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await pixelsForImages(page);
    // a guest with a seat kept in this browser (the cart page reads it), as the seat map keeps one
    await page.goto(l('/maintenance'));
    const seat = (await seats(request, aSeatedShow.event(3))).find((s) => s.status === 'available');
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key, value),
      [
        '_guestcart',
        JSON.stringify({
          state: {
            items: seat
              ? [
                  {
                    eventId: aSeatedShow.event(3),
                    superGoodId: seat.superGoodId,
                    goodCount: 1,
                    projectToken: aSeatedShow.projectToken,
                    projectName: 'Turandot',
                    siteName: aSeatedShow.venueName,
                    showTime: 0,
                    priceId: null,
                    price: seat.price,
                    subtotal: seat.price,
                    publicInterest: false,
                    realName: false,
                    seated: true,
                    seatLabel: seat.label,
                    ended: false,
                    available: true,
                  },
                ]
              : [],
          },
          version: 0,
        }),
      ],
    );
    const guest = await errorsOnEvery(page, [
      l(aShowWithoutSeats.page),
      l(`${aSeatedShow.seatsPage}?event=${aSeatedShow.event(3)}`),
      l('/cart'),
      l('/cart'), // again, with the guest cart's answer already known
      l('/login'),
      l('/register'),
    ]);
    expect(guest).toEqual([]);
  });

  test(`a member's buying path and profile hydrate without a mismatch or an error (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await pixelsForImages(page);
    // a member with tickets in the cart and an unpaid order (its payment deadline counts down)
    const member = await newMember(request);
    const [cheapest] = await prices(request, aShadowPlay.event(1));
    const order = await request.post(`${api}/trade/submitOrder`, {
      headers: { Authorization: `Bearer ${member.token}` },
      data: {
        cartPrices: [{ eventId: aShadowPlay.event(1), superGoodId: cheapest.superGoodId, goodCount: 1 }],
        payGateway: 'alipay',
        requestId: `hydration-${member.email}`,
      },
    });
    const { orderToken } = ((await order.json()) as { data: { orderToken: string } }).data;
    await addToCart(request, member.token, [
      { eventId: aShadowPlay.event(1), superGoodId: cheapest.superGoodId, goodCount: 1 },
    ]);
    await signIn(page, member.token, l('/maintenance'));
    const signedIn = await errorsOnEvery(page, [
      l(aShowWithoutSeats.page),
      l('/cart'),
      l('/checkout'),
      l('/profile/orders'),
      l(`/profile/orders/${orderToken}`),
      l('/profile/coupons'),
      l('/profile/points'),
      l('/profile/growth'),
      l('/profile/medals'),
      l('/profile/personal-information'),
      l('/profile/pin'),
    ]);
    expect(signedIn).toEqual([]);
  });
}
