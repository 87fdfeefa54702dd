import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  aFestivalShowWithOnlyItsDearestPriceLeft as teahouse,
  aMemberWithNothingSetUp,
  anEndedShow,
  aSeatedShow,
  aSeatedShowWithItsCheapestPriceSoldOut as ninth,
  aShowWithNonProfitPrices,
  aShowWithoutSeats,
  aSoldOutShow,
  aStandUpNight,
  theDemoMember,
} from '../tests/fixtures/seed';
import { firstNode, loginToken, signIn, sitePath } from './support';

type Locale = 'zh-hans' | 'en';

const text = {
  'zh-hans': {
    buy: '立即购票',
    chooseSeats: '选座购买',
    ended: '已结束',
    soldOut: '已售罄',
    fewer: '减少一张',
    more: '增加一张',
    showDetail: '展开详情',
    hideDetail: '收起详情',
    addToCart: '加入购物车',
    loginToBuy: '登录后购买',
    seat: /^\d+排\d+座，￥\d+$/,
    nonProfitSeat: new RegExp(`^\\d+排\\d+座，￥${aShowWithNonProfitPrices.nonProfit}$`),
    nextMonth: '下个月',
    prevMonth: '上个月',
    username: '邮箱或手机号',
    chooseDate: '选择场次',
    added: '已加入购物车',
  },
  en: {
    buy: 'Buy tickets',
    chooseSeats: 'Choose seats',
    ended: 'ended',
    soldOut: 'sold out',
    fewer: 'One ticket fewer',
    more: 'One ticket more',
    showDetail: 'show detail',
    hideDetail: 'hide detail',
    addToCart: 'Add to cart',
    loginToBuy: 'Log in to buy',
    seat: /^Row \d+ Seat \d+, ￥\d+$/,
    nonProfitSeat: new RegExp(`^Row \\d+ Seat \\d+, ￥${aShowWithNonProfitPrices.nonProfit}$`),
    nextMonth: 'Next month',
    prevMonth: 'Previous month',
    username: 'Email or phone',
    chooseDate: 'Choose a performance',
    added: 'Added to your cart',
  },
} as const;

/** Logs a member in through the sandbox API and hands the session to the site (at `path`, the page to be on). */
async function loginAsMember(
  page: Page,
  request: APIRequestContext,
  path = '/en/maintenance',
  email = theDemoMember.email,
  password = theDemoMember.password,
) {
  await signIn(page, await loginToken(request, { email, password }), path);
}

async function cartCount(page: Page): Promise<number> {
  return Number((await page.getByTestId('cart-count').first().textContent()) ?? '0');
}

const isDesktop = () => test.info().project.name === 'desktop';
/** A different performance and price per browser and language, so parallel runs do not share cart lines. */
const slot = (locale: Locale) => ({ event: isDesktop() ? 0 : 1, price: locale === 'en' ? 1 : 0 });

for (const locale of ['zh-hans', 'en'] as const) {
  const l = text[locale];

  test.describe(`shows (${locale})`, () => {
    test('a show card opens the quick view on desktop and the page on phones', async ({ page }) => {
      await page.goto(sitePath(locale, '/events'));
      const card = page.getByTestId('show-card').first();
      await expect(card).toBeVisible();
      const title = (await card.getByRole('heading').textContent())!.trim();
      await card.getByRole('link').click();
      if (isDesktop()) {
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('heading', { level: 2, name: title })).toBeVisible();
        await expect(page).toHaveURL(/\/events\/show\/[0-9a-f-]{36}$/);
        await expect(dialog.getByTestId('buy-box')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`${sitePath(locale, '/events')}$`));
      } else {
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page).toHaveURL(/\/events\/show\/[0-9a-f-]{36}$/);
        await expect(page.getByTestId('mobile-buy-bar')).toBeVisible();
      }
    });

    test('a shared /events/show link and /project/{id} open the full show page', async ({ page, request }) => {
      const node = await firstNode(
        request,
        locale,
        'project',
        `&filter[field_project_id]=${aShowWithoutSeats.projectToken}`,
      );
      const res = await page.goto(sitePath(locale, `/events/show/${node.uuid}`));
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: node.title })).toBeVisible();
      await page.goto(sitePath(locale, aShowWithoutSeats.page));
      await expect(page.getByRole('heading', { level: 1, name: node.title })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/events/show/${node.uuid}$`));
      expect((await page.goto(sitePath(locale, '/project/NOPE999')))?.status()).toBe(404);
    });

    test('the show page: details fold open, dates and prices change, the chosen performance as an .ics', async ({
      page,
      request,
    }) => {
      const node = await firstNode(
        request,
        locale,
        'project',
        `&filter[field_project_id]=${aShowWithoutSeats.projectToken}`,
      );
      await page.goto(sitePath(locale, node.alias));
      await expect(page.getByTestId('type-tag')).toBeVisible();
      const toggle = page.getByRole('button', { name: l.showDetail });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('tabpanel')).toHaveCount(0);
      await toggle.click();
      await expect(page.getByRole('button', { name: l.hideDetail })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();

      const dates = page.getByRole('group', { name: l.chooseDate }).getByRole('button');
      await expect(dates.first()).toHaveAttribute('aria-pressed', 'true');
      const prices = page.getByTestId('price-option');
      await expect(prices.first()).toHaveAttribute('aria-pressed', 'true');
      const amounts = (await prices.allTextContents()).map((t) => Number(/￥(\d+)/.exec(t)?.[1]));
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
      if (isDesktop()) {
        await dates.nth(1).click();
      } else {
        const select = page.getByTestId('mobile-buy-bar').getByRole('combobox');
        const second = await select.locator('option').nth(1).getAttribute('value');
        await select.selectOption(second!);
      }
      await expect(dates.nth(1)).toHaveAttribute('aria-pressed', 'true');
      await prices.nth(2).click();
      await expect(prices.nth(2)).toHaveAttribute('aria-pressed', 'true');
      await expect(prices.first()).toHaveAttribute('aria-pressed', 'false');

      // every performance offers an .ics download in the visitor language (the one chosen above;
      // the desktop's buy box, as before this check shared the page load)
      if (!isDesktop()) return;
      const link = page.getByTestId('buy-box').getByRole('link', { name: /ics|日历|calendar/i });
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/^[A-Za-z0-9_]+-[A-Za-z0-9_]+\.ics$/);
      const body = readFileSync((await download.path())!, 'utf8');
      expect(body).toContain('BEGIN:VEVENT');
      expect(body).toContain(aShowWithoutSeats.title[locale]);
      expect(body).toContain(`URL:${new URL(page.url()).origin}${sitePath(locale, '/project/')}`);
    });

    test('quantity stays between 1 and 6; an ended show and a sold-out show cannot be bought', async ({ page }) => {
      await page.goto(sitePath(locale, aStandUpNight.page));
      const minus = page.getByRole('button', { name: l.fewer });
      const plus = page.getByRole('button', { name: l.more });
      await expect(minus).toBeDisabled();
      for (let i = 0; i < 5; i++) await plus.click();
      await expect(page.getByTestId('quantity')).toHaveText('6');
      await expect(plus).toBeDisabled();
      await minus.click();
      await expect(page.getByTestId('quantity')).toHaveText('5');

      await page.goto(sitePath(locale, anEndedShow.page));
      await expect(page.getByTestId('show-ended')).toHaveText(l.ended);
      await expect(page.getByTestId('buy-state')).toHaveText(l.ended);
      await expect(page.getByTestId('buy-state')).toBeDisabled();
      await expect(page.getByTestId('buy-button')).toHaveCount(0);

      await page.goto(sitePath(locale, aSoldOutShow.page));
      await expect(page.getByTestId('show-sold-out')).toHaveText(l.soldOut);
      await expect(page.getByTestId('buy-state')).toHaveText(l.soldOut);
      for (const price of await page.getByTestId('price-option').all()) await expect(price).toBeDisabled();
    });

    test('a performance is sold out only when all its prices are: the buy box and the structured data agree (issue 20)', async ({
      page,
      request,
    }) => {
      // a seated show: its cheapest price sold out, the others on sale
      const node = await firstNode(request, locale, 'project', `&filter[field_project_id]=${ninth.projectToken}`);
      await page.goto(sitePath(locale, node.alias));
      const prices = page.getByTestId('buy-box').first().getByTestId('price-option');
      await expect(prices.first()).toContainText(`￥${ninth.cheapest}`);
      await expect(prices.first()).toContainText(l.soldOut);
      await expect(prices.nth(1)).not.toContainText(l.soldOut);
      await expect(page.getByTestId('show-sold-out')).toHaveCount(0);
      const offers = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
        scripts
          .flatMap((s) => [JSON.parse(s.textContent ?? 'null')].flat())
          .filter((d) => d?.['@type'] === 'Event')
          .flatMap((e) => e.offers),
      );
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of offers)
        expect(offer.availability).toBe(
          offer.price === ninth.cheapest.toFixed(2) ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        );
      const buy = page.getByTestId('buy-box').first().getByTestId('buy-button');
      await expect(buy).toHaveText(l.chooseSeats);
      await buy.click();
      await expect(page).toHaveURL(new RegExp(`${ninth.seatsPage}\\?event=${ninth.event(1)}$`));
      await expect(page.getByTestId('seat-map').getByRole('button', { name: l.seat }).first()).toBeVisible();

      // non-seat: only its dearest price left, preselected; the others listed and marked
      await page.goto(sitePath(locale, teahouse.page));
      const options = page.getByTestId('buy-box').first().getByTestId('price-option');
      const dearest = teahouse.priceList.length - 1;
      await expect(options).toHaveCount(teahouse.priceList.length);
      await expect(options.nth(dearest)).toHaveAttribute('aria-pressed', 'true');
      for (let i = 0; i < dearest; i++) {
        await expect(options.nth(i)).toBeDisabled();
        await expect(options.nth(i)).toContainText(l.soldOut);
      }
      await expect(page.getByTestId('buy-box').first().getByTestId('buy-button')).toBeEnabled();
    });

    test('a guest buying non-seat tickets logs in and comes back to the show', async ({ page, request }) => {
      await page.goto(sitePath(locale, aShowWithoutSeats.page));
      await expect(page).toHaveURL(/\/events\/show\//);
      const showUrl = new URL(page.url()).pathname;
      await page.getByTestId('buy-box').getByTestId('buy-button').click();
      // back to /project/{id}, the same page, which then shows its share URL again
      await expect(page).toHaveURL(
        new RegExp(`/login\\?returnTo=${encodeURIComponent(sitePath(locale, aShowWithoutSeats.page))}$`),
      );
      await expect(page.getByLabel(l.username)).toBeVisible();
      // the member logs in (a session handed to the site, as a login leaves it); the login page sends them back
      await loginAsMember(
        page,
        request,
        new URL(page.url()).pathname + new URL(page.url()).search,
        aMemberWithNothingSetUp.email,
        aMemberWithNothingSetUp.password,
      );
      await expect(page).toHaveURL(new RegExp(`${showUrl}$`));
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('main').getByTestId('buy-box')).toBeVisible();
    });

    test('a member adds non-seat tickets and the cart count rises, then picks seats on a seated show and reaches the cart', async ({
      page,
      request,
    }) => {
      await loginAsMember(page, request);
      await page.goto(sitePath(locale, aShowWithoutSeats.page));
      await expect(page.getByTestId('membership-link')).toBeAttached();
      const { event, price } = slot(locale);
      await page.getByRole('group', { name: l.chooseDate }).getByRole('button').nth(event).click();
      await page.getByTestId('price-option').nth(price).click();
      await page.waitForLoadState('networkidle');
      const before = await cartCount(page);
      await page.getByTestId('buy-box').getByTestId('buy-button').click();
      await expect(page.getByTestId('buy-box').getByText(l.added)).toBeVisible();
      await expect.poll(() => cartCount(page)).toBeGreaterThan(before);

      // then picks seats on a seated show and reaches the cart
      await page.goto(sitePath(locale, aSeatedShow.page));
      await expect(page.getByTestId('buy-button')).toHaveText(l.chooseSeats);
      await page.getByTestId('buy-button').click();
      await expect(page).toHaveURL(new RegExp(`${aSeatedShow.seatsPage}\\?event=${aSeatedShow.event(1)}$`));
      // a performance of its own per browser and language
      const seatedEvent = aSeatedShow.event(isDesktop() ? 2 : 3);
      await page.goto(`${sitePath(locale, aSeatedShow.seatsPage)}?event=${seatedEvent}`);
      const seats = page.getByTestId('seat-map').getByRole('button', { name: l.seat });
      await expect(seats.first()).toBeVisible();
      const offset = locale === 'en' ? 20 : 0;
      await seats.nth(offset).focus();
      await page.keyboard.press('Enter');
      await seats.nth(offset + 1).click();
      await expect(page.getByTestId('chosen-seats').getByRole('listitem')).toHaveCount(2);
      await expect(page.getByTestId('seat-total')).toHaveText(/￥\d+/);
      await page.getByTestId('seats-add-to-cart').click();
      await expect(page).toHaveURL(new RegExp(`${sitePath(locale, '/cart')}$`));
    });

    test('seats: at most 2 non-profit seats; guests are sent to log in', async ({ page }) => {
      await page.goto(
        `${sitePath(locale, aShowWithNonProfitPrices.seatsPage)}?event=${aShowWithNonProfitPrices.event(2)}`,
      );
      const cheap = page.getByTestId('seat-map').getByRole('button', { name: l.nonProfitSeat });
      await expect(cheap.first()).toBeVisible();
      for (let i = 0; i < 3; i++) await cheap.nth(i).click();
      await expect(page.getByTestId('chosen-seats').getByRole('listitem')).toHaveCount(2);
      await expect(cheap.nth(2)).toHaveAttribute('aria-pressed', 'false');
      await page.getByRole('button', { name: l.loginToBuy }).click();
      await expect(page).toHaveURL(/\/login\?returnTo=/);
    });

    test('the calendar browses by month and lists the shows of a day', async ({ page }) => {
      await page.goto(sitePath(locale, '/events'));
      const month = page.getByTestId('calendar-month');
      await expect(month).not.toBeEmpty();
      const first = await month.textContent();
      await page.getByRole('button', { name: l.nextMonth }).click();
      await expect(month).not.toHaveText(first!);
      await page.getByRole('button', { name: l.prevMonth }).click();
      await expect(month).toHaveText(first!);
      const day = page.getByTestId('calendar-day').last();
      await day.click();
      await expect(day).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('show-card').first()).toBeVisible();
    });
  });
}
