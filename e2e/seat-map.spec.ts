import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoHorizontalScroll, waitForHydration } from './support';
import { p, seats } from './checkout-helpers';
import { aSeatedMusical } from '../tests/fixtures/seed';

/**
 * The seat map (issue 21, item 4): seats a finger can hit at the default zoom on a phone (24 px
 * or more, 44 px apart), row numbers, a key with every kind of seat, the map centred on desktop,
 * keyboard use, pinch to zoom, and best available. Moonlight Pier (aSeatedMusical, Buick Theatre) is
 * used by no other browser test: each project and language takes a performance of its own.
 */
const words = {
  en: {
    taken: 'Taken',
    selected: 'Selected',
    notOnSale: 'Not on sale',
    key: 'Key to the seat map',
    map: 'Seat map',
    best: 'Best available',
    price: 'Price',
    count: 'Seats',
    find: 'Find the best seats',
    found: 'The best 2 seats side by side are chosen on the map.',
    seat: (row: number, n: number, price: number) => `Row ${row} Seat ${n}, ￥${price}`,
    zoomIn: 'Zoom in',
  },
  'zh-hans': {
    taken: '已售',
    selected: '已选',
    notOnSale: '不可售',
    key: '座位图图例',
    map: '座位图',
    best: '最佳座位',
    price: '票价',
    count: '座位数',
    find: '帮我选座',
    found: '已在座位图上为您选中 2 个相邻的最佳座位',
    seat: (row: number, n: number, price: number) => `${row}排${n}座，￥${price}`,
    zoomIn: '放大',
  },
} as const;

const EVENTS = {
  desktop: { en: aSeatedMusical.event(1), 'zh-hans': aSeatedMusical.event(2) },
  mobile: { en: aSeatedMusical.event(3), 'zh-hans': aSeatedMusical.event(4) },
} as const;

async function openMap(page: Page, locale: 'en' | 'zh-hans') {
  const event = EVENTS[test.info().project.name as 'desktop' | 'mobile'][locale];
  await page.goto(`${p(locale, aSeatedMusical.seatsPage)}?event=${event}`);
  await waitForHydration(page);
  const map = page.getByTestId('seat-map');
  await expect(map.locator('g[role="button"]').first()).toBeVisible();
  return { map, event };
}

/** Sizes on screen of the drawn seats and the distance between neighbours in a row and between rows. */
async function seatSizes(page: Page) {
  return page.getByTestId('seat-map').evaluate((box) => {
    const seats = [...box.querySelectorAll('g[role="button"]')].map((g) => {
      const dot = g.querySelector('circle')!.getBoundingClientRect();
      const hit = g.getBoundingClientRect();
      return {
        x: dot.x + dot.width / 2,
        y: dot.y + dot.height / 2,
        size: dot.width,
        hitW: hit.width,
        hitH: hit.height,
      };
    });
    const rows = [...new Set(seats.map((s) => Math.round(s.y)))].sort((a, b) => a - b);
    const across = seats.flatMap((a) =>
      seats.filter((b) => Math.round(b.y) === Math.round(a.y) && b.x > a.x).map((b) => b.x - a.x),
    );
    return {
      smallest: Math.min(...seats.map((s) => s.size)),
      pitchX: Math.min(...across),
      pitchY: Math.min(...rows.slice(1).map((y, i) => y - rows[i])),
      hit: Math.min(...seats.map((s) => Math.min(s.hitW, s.hitH))),
    };
  });
}

for (const locale of ['en', 'zh-hans'] as const) {
  const w = words[locale];

  test(`the map: big enough to touch, row numbers, a complete key (${locale})`, async ({ page }) => {
    const { map } = await openMap(page, locale);
    const sizes = await seatSizes(page);
    if (test.info().project.name === 'mobile') {
      // at the default zoom: 24 px seats, 44 px between neighbours, each seat's cell answers a finger
      expect(sizes.smallest).toBeGreaterThanOrEqual(24);
      expect(sizes.pitchX).toBeGreaterThanOrEqual(44);
      expect(sizes.pitchY).toBeGreaterThanOrEqual(44);
      expect(sizes.hit).toBeGreaterThanOrEqual(44);
      // larger than the screen: dragged, never the page scrolling sideways
      expect(await map.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await expectNoHorizontalScroll(page);
    } else {
      expect(sizes.smallest).toBeGreaterThanOrEqual(24);
      // centred: as much room left of the drawing as right of it
      const gap = await map.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const svg = el.querySelector('svg')!.getBoundingClientRect();
        return { left: svg.left - box.left, right: box.right - svg.right };
      });
      expect(Math.abs(gap.left - gap.right)).toBeLessThanOrEqual(2);
    }
    // row numbers at both ends of every row (10 rows in this hall)
    const labels = await map.locator('svg text').allTextContents();
    for (let row = 1; row <= 10; row++) expect(labels.filter((l) => l === String(row))).toHaveLength(2);
    // the key names every kind of seat on the map, the hollow ones included
    const key = page.getByRole('list', { name: w.key });
    for (const price of aSeatedMusical.priceList) await expect(key).toContainText(`￥${price}`);
    for (const kind of [w.taken, w.selected, w.notOnSale])
      await expect(key.getByText(kind, { exact: true })).toBeVisible();
    expect(await map.locator('circle[aria-hidden="true"]').count()).toBeGreaterThan(0);
  });

  test(`best available chooses seats side by side, shown on the map to change or accept (${locale})`, async ({
    page,
    request,
  }) => {
    const { map, event } = await openMap(page, locale);
    const best = page.getByRole('form', { name: w.best });
    await best.getByLabel(w.price).selectOption({ label: `￥${aSeatedMusical.dearest}` });
    await best.getByLabel(w.count).selectOption('2');
    await best.getByRole('button', { name: w.find }).click();
    await expect(best.getByRole('status')).toContainText(w.found);
    // the middle of the front row: seats 5 and 6 (an aisle after seat 6 of its 12)
    const chosen = page.getByTestId('chosen-seats').getByRole('listitem');
    await expect(chosen).toHaveCount(2);
    await expect(chosen.nth(0)).toContainText(w.seat(1, 5, aSeatedMusical.dearest));
    await expect(chosen.nth(1)).toContainText(w.seat(1, 6, aSeatedMusical.dearest));
    const pressed = map.locator('g[role="button"][aria-pressed="true"]');
    await expect(pressed).toHaveCount(2);
    await expect(pressed.first()).toBeInViewport();
    // change one on the map: the choice is the visitor's
    await pressed.first().click();
    await expect(chosen).toHaveCount(1);
    // nothing is held for the visitor until the seats are added to the cart
    const held = (await seats(request, event)).filter(
      (s) => s.price === aSeatedMusical.dearest && s.status !== 'available',
    );
    expect(held).toHaveLength(0);
  });

  test(`the keyboard: one stop for the map, arrows between seats, Enter chooses (${locale})`, async ({ page }) => {
    const { map } = await openMap(page, locale);
    const tabbable = map.locator('g[role="button"][tabindex="0"]');
    await expect(tabbable).toHaveCount(1);
    await tabbable.focus();
    const first = await tabbable.getAttribute('aria-label');
    await page.keyboard.press('ArrowRight');
    const focused = page.locator(':focus');
    await expect(focused).not.toHaveAttribute('aria-label', first!);
    await page.keyboard.press('ArrowDown');
    const label = (await focused.getAttribute('aria-label'))!;
    await page.keyboard.press('Enter');
    await expect(focused).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('chosen-seats')).toContainText(label);
    await expect(map.locator('g[role="button"][tabindex="0"]')).toHaveCount(1);
  });
}

test('two fingers pinch the map larger, the page itself does not zoom', async ({ page }) => {
  const { map } = await openMap(page, 'en');
  const before = Number(await map.getAttribute('data-scale'));
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  const screen = page.viewportSize()!;
  // the middle of the part of the map on screen
  const cx = box.x + box.width / 2;
  const cy = (Math.max(box.y, 0) + Math.min(box.y + box.height, screen.height)) / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints:
        type === 'touchEnd'
          ? []
          : [
              { x: cx - spread, y: cy, id: 1 },
              { x: cx + spread, y: cy, id: 2 },
            ],
    });
  await touch('touchStart', 40);
  for (const spread of [55, 70, 85, 100]) await touch('touchMove', spread);
  await touch('touchEnd', 0);
  await expect.poll(async () => Number(await map.getAttribute('data-scale'))).toBeGreaterThan(before * 1.5);
  expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1);
});
