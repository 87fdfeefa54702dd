import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectNoHorizontalScroll,
  firstNode,
  loginToken,
  openHandoffLink,
  sandboxURL,
  signIn,
  sitePath,
  startUpSettled,
} from './support';

const isPhone = () => test.info().project.name === 'mobile';

/** Text cut short: wider than its box, or taller (more lines) without its line clamp than with it. */
async function isCut(text: Locator): Promise<boolean> {
  return text.evaluate((el) => {
    const clamped = el.getBoundingClientRect();
    const style = (el as HTMLElement).style;
    style.setProperty('-webkit-line-clamp', 'none');
    style.setProperty('overflow', 'visible');
    const whole = el.getBoundingClientRect();
    style.removeProperty('-webkit-line-clamp');
    style.removeProperty('overflow');
    return el.scrollWidth > el.clientWidth || Math.round(whole.height) > Math.round(clamped.height);
  });
}

test.describe('bottom bar', () => {
  test('shows on the home page with home disabled (phones only)', async ({ page }) => {
    await page.goto('/en');
    const bar = page.getByTestId('bottom-bar');
    if (!isPhone()) {
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).toBeVisible();
    await expect(bar.locator('[aria-disabled="true"]')).toHaveText('Home');
    await expect(bar.getByRole('link', { name: "What's on" })).toHaveAttribute('href', '/en/events');
  });

  test('shows on a content page with both buttons enabled', async ({ page, request }) => {
    const news = await firstNode(request, 'zh-hans', 'news');
    await page.goto(sitePath('zh-hans', news.alias));
    const bar = page.getByTestId('bottom-bar');
    if (!isPhone()) return expect(bar).toBeHidden();
    await expect(bar.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
    await expect(bar.getByRole('link', { name: '演出' })).toHaveAttribute('href', '/events');
  });

  test('is absent on show pages and on error pages', async ({ page, request }) => {
    const show = await firstNode(request, 'en', 'project');
    await page.goto(sitePath('en', show.alias));
    await expect(page.getByTestId('bottom-bar')).toHaveCount(0);
    await page.goto('/en/definitely/not/here');
    await expect(page.getByTestId('bottom-bar')).toHaveCount(0);
  });
});

test.describe('header', () => {
  test('a phone gets a hamburger menu that opens and closes', async ({ page }) => {
    await page.goto('/en');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    if (!isPhone()) {
      await expect(toggle).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first()).toBeVisible();
      return;
    }
    const firstLink = page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('listitem')
      .first()
      .getByRole('link');
    await expect(firstLink).toBeHidden();
    await toggle.click();
    await expect(firstLink).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(firstLink).toBeHidden();
  });

  test('the header names the theatre in full beside its mark, and the narrowest phones get the mark alone', async ({
    page,
  }) => {
    for (const [path, name] of [
      ['/', '海湾大剧院'],
      ['/en', 'Harbour Bay Grand Theatre'],
    ]) {
      await page.goto(path);
      // named by what it shows: the mark, then the name (WCAG 2.5.3), the name kept where it is hidden
      const home = page.getByRole('banner').getByRole('link', { name: `HB ${name}`, exact: true });
      const shown = home.getByText(name, { exact: true });
      /** hidden visually only (clipped to a pixel): still the link's name */
      const hiddenVisually = async () => {
        const box = await shown.boundingBox();
        return box !== null && box.width <= 1 && box.height <= 1;
      };
      // a phone, and a large phone held sideways, where the English name was cut to one line;
      // small desktops and tablets held sideways, where the English row pushed the cart off the
      // screen (the English name gives way to the mark below 1100 px, as on the narrowest phones)
      for (const width of isPhone() ? [390, 480] : [992, 1024, 1100, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        if (!isPhone() && path === '/en' && width < 1100) {
          await expect.poll(hiddenVisually, `${path} at ${width} px`).toBe(true);
          await expect(home, `${path} at ${width} px`).toBeVisible();
        } else {
          await expect(shown, `${path} at ${width} px`).toBeVisible();
          expect(await hiddenVisually(), `${path} at ${width} px`).toBe(false);
          expect(await isCut(shown), `${path} at ${width} px`).toBe(false);
        }
        const cart = (await page.getByRole('banner').getByTestId('cart-count').boundingBox())!;
        expect(cart.x + cart.width, `${path} at ${width} px: the cart is on the screen`).toBeLessThanOrEqual(width);
        await expectNoHorizontalScroll(page);
      }
      if (isPhone()) {
        await page.setViewportSize({ width: 360, height: 740 });
        await expect.poll(hiddenVisually, `${path} at 360 px`).toBe(true);
        await expect(home, `${path} at 360 px`).toBeVisible();
      }
    }
  });

  test("a menu parent that is no link (Drupal's <nolink>) opens its links, in both languages", async ({ page }) => {
    for (const [path, members, benefits, benefitsHref] of [
      ['/en', 'Members', 'Benefits', '/en/benefits'],
      ['/', '会员', '会员权益', '/benefits'],
    ]) {
      await page.goto(path);
      const menu = page.getByRole('navigation', { name: path === '/en' ? 'Main menu' : '主菜单' });
      if (isPhone()) await page.getByRole('button', { name: path === '/en' ? 'Open menu' : '打开菜单' }).click();
      await expect(menu.getByRole('link', { name: members, exact: true })).toHaveCount(0);
      const parent = menu.getByRole('button', { name: members, exact: true });
      await expect(parent).toHaveAttribute('aria-expanded', 'false');
      const link = menu.getByRole('link', { name: benefits, exact: true });
      await expect(link).toBeHidden();
      await parent.click();
      await expect(parent).toHaveAttribute('aria-expanded', 'true');
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', benefitsHref);
      // a disabled link (and its child) and a link to an unpublished page are not shown
      await expect(menu.getByText(path === '/en' ? /Gift card|Summer open day/ : /礼品卡|暑期开放日/)).toHaveCount(0);
      // nothing links to a Drupal route as if it were a path
      expect(await page.locator('a[href*="route:"], a[href*="nolink"], a[href*="button%3E"]').count()).toBe(0);
    }
  });

  test('guests see login and the account icon leads to the login page', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByTestId('account-icon')).toHaveAttribute('href', '/en/login');
    await expect(page.getByTestId('cart-count')).toHaveText('0');
  });
});

test.describe('start-up and sessions', () => {
  test('a device identifier is created once and a URL token is taken out of the URL', async ({ page, request }) => {
    const token = await loginToken(request);
    await openHandoffLink(page, token, '/en', /^Continue as/);
    await expect(page.getByTestId('account-icon')).toHaveAttribute('href', '/en/profile/orders');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('_identifier'))).toBeTruthy();
    const id = await page.evaluate(() => localStorage.getItem('_identifier'));
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem('_identifier'))).toBe(id);
  });

  test('a session the server no longer knows is cleared and the member is asked to log in again', async ({
    page,
    request,
  }) => {
    const token = await loginToken(request);
    await signIn(page, token, '/en/maintenance');
    await startUpSettled(page);
    // the ticketing API ends the session (expired, revoked elsewhere)
    expect(
      (
        await request.get(`${sandboxURL}/jsonapi/damai/api/user/logout`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).ok(),
    ).toBeTruthy();
    await page.goto('/en');
    await expect(page.getByTestId('session-timeout')).toHaveText(/Please login again/);
    await expect(page.getByTestId('account-icon')).toHaveAttribute('href', '/en/login');
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('_sgttoken');
  });
});

test.describe('footers', () => {
  test("a footer parent that is no link (Drupal's <button>) is the label of its links; every kind of link leads where Drupal means", async ({
    page,
  }) => {
    await page.goto('/en');
    const footer = page.getByRole('contentinfo');
    const menu = footer.getByRole('navigation', { name: 'Footer menu' });
    await expect(menu.getByText('Visit', { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Visit' })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Visit' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Getting here' })).toHaveAttribute('href', '/en/about-us?tab=travel');
    const common = footer.getByRole('navigation', { name: 'Useful links' });
    await expect(common.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/en');
    // a file of the site (base:): no language prefix
    await expect(common.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap.xml');
    // the theatre's own details (lib/theatre.ts)
    await expect(footer).toContainText('Address: 88 Harbour Bay Avenue, Shanghai');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Harbour Bay Grand Theatre. All rights reserved.`);
  });

  test("the festival's footer names the theatre as presenter and gives its common links", async ({ page, request }) => {
    const festival = await firstNode(request, 'zh-hans', 'festival');
    await page.goto(festival.alias);
    const footer = page.getByTestId('festival-footer');
    await expect(footer).toContainText('海湾大剧院 主办');
    await expect(
      footer.getByRole('navigation', { name: '常用链接' }).getByRole('link', { name: '联系我们' }),
    ).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} 海湾大剧院 版权所有`);
  });
});
