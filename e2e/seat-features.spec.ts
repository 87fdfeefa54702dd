import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './a11y-support';
import { api, newMember, p, seats } from './checkout-helpers';
import { sandboxURL, signIn, waitForHydration } from './support';
import { aShowWithAccessPerformances as show } from '../tests/fixtures/seed';

/**
 * The seats' features on the map (issue 46): Turandot plays in the Lyric Theatre, whose map marks
 * wheelchair spaces (row 10, seats 9 and 10, at the centre aisle), their companion seats beside
 * them (8 and 11), two restricted views (row 1's ends), aisle and step-free seats, and a view
 * image per seat. One page load per language and width serves every check; nothing reaches the
 * ticketing API's stock (a guest's seats wait in the browser), so all four runs share one
 * performance: its first, captioned and audio described.
 */
const EVENT = show.event(1);

// one journey with three axe runs over a map of 164 seats: on a busy 2-core machine, more than a minute
test.describe.configure({ timeout: 150_000 });

const words = {
  en: {
    access: ['Captioned', 'Audio described'],
    card: 'About the seat',
    reason: 'Side of the stage partly hidden',
    restricted: (price: string) => `Row 1 Seat 1, ${price}, restricted view: Side of the stage partly hidden`,
    space: (price: string) => `Row 10 Seat 9, ${price}, wheelchair space, aisle, step-free`,
    companion: (price: string) =>
      `Row 10 Seat 8, ${price}, companion seat, sold with the wheelchair space Row 10 Seat 9, step-free`,
    view: 'The view of the stage from Row 1 Seat 1',
    filter: 'Wheelchair users and companions',
    key: 'Key to the seat map',
    keyKinds: ['Wheelchair space', 'Companion seat (sold with its wheelchair space)', 'Restricted view'],
    bestFor: 'For',
    found: 'A wheelchair space and its companion seat are chosen on the map.',
    remove: (price: string) => `Remove Row 10 Seat 9, ${price}`,
    refused: 'A companion seat must be bought with its wheelchair space: choose Row 10 Seat 9 too.',
  },
  'zh-hans': {
    access: ['字幕场', '口述影像'],
    card: '座位详情',
    reason: '舞台侧边部分被遮挡',
    restricted: (price: string) => `1排1座，${price}，视线受限：舞台侧边部分被遮挡`,
    space: (price: string) => `10排9座，${price}，轮椅位，靠过道，无台阶`,
    companion: (price: string) => `10排8座，${price}，陪同座位，须与轮椅位10排9座一同购买，无台阶`,
    view: '从1排1座看舞台的视野',
    filter: '轮椅位及陪同座位',
    key: '座位图图例',
    keyKinds: ['轮椅位', '陪同座位（须与其轮椅位一同购买）', '视线受限'],
    bestFor: '需求',
    found: '已在座位图上为您选中轮椅位及其陪同座位',
    remove: (price: string) => `移除 10排9座，${price}`,
    refused: '陪同座位须与其轮椅位一同购买：请同时选择10排9座。',
  },
} as const;

/** The prices of the seats the test uses, as the site's availability read gives them. */
async function pricesOf(page: Page, ids: string[]) {
  const res = await page.request.get(`/api/availability/en/seats/${EVENT}`);
  const seats = ((await res.json()) as { data: { seats: { seatId: string; good: { price: number } | null }[] } }).data
    .seats;
  return ids.map((id) => `￥${seats.find((s) => s.seatId === id)!.good!.price}`);
}

for (const locale of ['en', 'zh-hans'] as const) {
  const w = words[locale];

  test(`wheelchair spaces, companions and restricted views on the map, by keyboard too (${locale})`, async ({
    page,
  }) => {
    const [edge, back] = await pricesOf(page, ['L0101', 'L1009']);
    await page.goto(`${p(locale, show.seatsPage)}?event=${EVENT}`);
    await waitForHydration(page);
    const map = page.getByTestId('seat-map');
    const seat = (id: string) => map.locator(`[data-seat-id="${id}"]`);
    // the map's code and seats load after the page (slow on a busy machine)
    await expect(seat('L1009')).toBeAttached({ timeout: 30_000 });

    // the performance's access badges in the map's header; the key names every kind of seat drawn
    await expect(page.getByTestId('seat-map-access').getByTestId('access-badges').locator('span')).toHaveText([
      ...w.access,
    ]);
    const key = page.getByRole('list', { name: w.key });
    for (const kind of w.keyKinds) await expect(key.getByText(kind, { exact: true })).toBeVisible();

    // each seat is named with what it is
    await expect(seat('L1009')).toHaveAccessibleName(w.space(back));
    await expect(seat('L1008')).toHaveAccessibleName(w.companion(back));
    await expect(seat('L0101')).toHaveAccessibleName(w.restricted(edge));

    // a restricted view says why before it is chosen, with the view from the seat (loaded when shown)
    await seat('L0101').focus();
    const card = page.getByRole('region', { name: w.card });
    await expect(card).toContainText(w.reason);
    await expect(seat('L0101')).toHaveAttribute('aria-pressed', 'false');
    const view = card.getByRole('img', { name: w.view });
    await expect(view).toHaveAttribute('loading', 'lazy');
    await expect.poll(() => view.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, `the seat map with its features and a seat's card (${locale})`);

    // the wheelchair filter dims every seat but the wheelchair spaces and their companions
    await page.getByRole('checkbox', { name: w.filter }).check();
    await expect(seat('L0101')).toHaveAttribute('data-dimmed', 'true');
    await expect(seat('L1009')).not.toHaveAttribute('data-dimmed');
    await expect(seat('L1008')).not.toHaveAttribute('data-dimmed');
    await expectAccessible(page, `the seat map filtered to wheelchair spaces (${locale})`);

    // keyboard only: best available for a wheelchair space and its companion
    await page.getByRole('combobox', { name: w.bestFor }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('best-available-outcome')).toContainText(w.found);
    const chosen = page.getByTestId('chosen-seats').getByRole('listitem');
    await expect(chosen).toHaveText([w.companion(back), w.space(back)].map((name) => new RegExp(`^${name}`)));

    // without its wheelchair space, the companion seat is refused
    await page.getByRole('button', { name: w.remove(back), exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(chosen).toHaveCount(1);
    await page.getByTestId('seats-add-to-cart').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(w.refused);
    await expect(page).toHaveURL(/\/seats\?event=/);
    await expectAccessible(page, `the seat map refusing a companion seat alone (${locale})`);

    // on the map, from the companion seat: the arrow to its space, Enter; then the two are taken
    await seat('L1008').focus();
    await expect(map.locator('[tabindex="0"]')).toHaveAttribute('data-seat-id', 'L1008');
    await page.keyboard.press('ArrowRight');
    await expect(seat('L1009')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chosen).toHaveCount(2);
    await page.getByTestId('seats-add-to-cart').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login\?returnTo=/, { timeout: 30_000 });
  });
}

/**
 * The words an order's tickets badge their seats with (the map key's own) and their performance
 * with (the show page's: Turandot's second performance has sign language and a touch tour).
 */
const ticketWords = {
  en: {
    tickets: 'Your 2 tickets',
    space: 'Wheelchair space',
    companion: 'Companion seat (sold with its wheelchair space)',
    access: ['Sign language', 'Touch tour'],
  },
  'zh-hans': {
    tickets: '您的门票（2张）',
    space: '轮椅位',
    companion: '陪同座位（须与其轮椅位一同购买）',
    access: ['手语翻译', '触摸导览'],
  },
} as const;

test("a paid order's wheelchair space and companion seat, and its access performance, are badged on its tickets, in both languages", async ({
  page,
  request,
}) => {
  // the second performance, so the map's journey above keeps its seats; a phone and a desktop buy a pair each
  const event = show.event(2);
  const pair = test.info().project.name === 'mobile' ? ['L1010', 'L1011'] : ['L1009', 'L1008'];
  const goods = await seats(request, event);
  const member = await newMember(request);
  const submitted = await request.post(`${api}/trade/submitOrder`, {
    headers: { Authorization: `Bearer ${member.token}` },
    data: {
      cartPrices: pair.map((id) => ({
        eventId: event,
        superGoodId: goods.find((g) => g.seatId === id)!.superGoodId,
        goodCount: 1,
      })),
      payGateway: 'alipay',
      requestId: `seat-features-${Date.now()}`,
    },
  });
  const order = (await submitted.json()) as { code: number; msg: string; data: { orderToken: string } };
  expect(order.code, order.msg).toBe(200);
  const { orderToken } = order.data;
  const paid = await request.post(`${sandboxURL}/jsonapi/damai/maipay/pay/${orderToken}/complete`, {
    data: { result: 'success' },
  });
  expect(paid.ok()).toBeTruthy();

  for (const locale of ['en', 'zh-hans'] as const) {
    const w = ticketWords[locale];
    await signIn(page, member.token, p(locale, `/profile/orders/${orderToken}`));
    const tickets = page.getByRole('region', { name: w.tickets });
    const [space, companion] = [tickets.getByRole('article').nth(0), tickets.getByRole('article').nth(1)];
    await expect(space.getByTestId('seat-feature-badges')).toContainText(w.space);
    await expect(companion.getByTestId('seat-feature-badges')).toContainText(w.companion);
    await expect(page.getByTestId('order-detail').getByTestId('seat-feature-badges')).toHaveCount(2);
    // the performance's access kinds, from the CMS, on each ticket and each line
    for (const ticket of [space, companion])
      await expect(ticket.getByTestId('access-badges').locator('span')).toHaveText([...w.access]);
    const lineBadges = page.getByTestId('order-detail').getByTestId('access-badges');
    await expect(lineBadges).toHaveCount(2);
    for (const badges of await lineBadges.all()) await expect(badges.locator('span')).toHaveText([...w.access]);
  }
});
