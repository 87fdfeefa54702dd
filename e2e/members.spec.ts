import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectNoHorizontalScroll,
  forgetStartUp,
  loginToken,
  sandboxURL,
  sessionCookies,
  signIn,
  startUpSettled,
  waitForHydration,
} from './support';
import { theDemoMember } from '../tests/fixtures/seed';

/**
 * Members outside the checkout (issue 6): login (page and header popup), registration, logout,
 * session expiry, the membership card and the profile. Tests never change the demo member's
 * state except by logging in: anything that writes uses a freshly registered member. The login
 * form's messages (a wrong captcha, the server's refusal, a bad or emptied username) and a taken
 * username's refusal are vitest tests against the same sandbox (tests/login-form.test.tsx,
 * tests/register-refusals.test.tsx): here, what needs the whole site (a login, a redirect, a session).
 */

type Locale = 'en' | 'zh-hans';
const p = (locale: Locale, path: string) => (locale === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path);
const api = `${sandboxURL}/jsonapi/damai/api`;

const text = {
  en: {
    username: 'Email or phone',
    password: 'Password',
    captcha: 'Captcha',
    login: 'Login',
    loginAgain: 'Please login again',
    register: 'Register',
    name: 'Name (optional)',
    confirmPassword: 'Confirm password',
    registered: 'Welcome! Your account is ready. Please log in.',
    mismatch: 'Password fields must be matches',
    smsCode: 'SMS code',
    getCode: 'Get code',
    codeSent: 'The verification code has been sent.',
    verifyCode: 'Verification code',
    newPassword: 'New password',
    submitReset: 'Reset password',
    resetDone: 'Your password has been changed. Please log in.',
    memberMenu: 'Member menu',
    logout: 'Logout',
    profileNav: 'Account menu',
    flip: "Show the card's codes",
    cancel: 'Cancel',
    cancelConfirm: 'Yes, cancel the order',
    cancelled: 'Cancelled',
    edit: 'Edit',
    save: 'Save',
    userName: 'Name',
    userTel: 'Phone',
    userAddress: 'Address',
    phoneRule: 'Must be phone number (9-12 digits)',
    newPin: 'New pin password (6 digits)',
    currentPin: 'Current pin password',
    wrongPin: 'Incorrect pay password',
    confirmPin: 'Confirm pin password',
    savePin: 'Save pin password',
    pinSaved: 'Your pin password has been saved.',
    pinMatch: 'Two fields must be matched',
    pinRequired: 'Please input your password',
  },
  'zh-hans': {
    username: '邮箱或手机号',
    password: '密码',
    captcha: '验证码',
    login: '登录',
    loginAgain: '请重新登录',
    register: '注册',
    name: '姓名（选填）',
    confirmPassword: '确认密码',
    registered: '欢迎！账户已创建，请登录。',
    mismatch: '两次输入的密码不一致',
    smsCode: '短信验证码',
    getCode: '获取验证码',
    codeSent: '验证码已发送。',
    verifyCode: '验证码',
    newPassword: '新密码',
    submitReset: '重置密码',
    resetDone: '密码已修改，请重新登录。',
    memberMenu: '会员菜单',
    logout: '退出登录',
    profileNav: '账户菜单',
    flip: '查看会员卡二维码',
    cancel: '取消订单',
    cancelConfirm: '确定取消',
    cancelled: '已取消',
    edit: '编辑',
    save: '保存',
    userName: '姓名',
    userTel: '电话',
    userAddress: '地址',
    phoneRule: '请输入手机号码（9-12位数字）',
    newPin: '新支付密码（6位数字）',
    currentPin: '当前支付密码',
    wrongPin: '支付密码错误',
    confirmPin: '确认支付密码',
    savePin: '保存支付密码',
    pinSaved: '支付密码已保存。',
    pinMatch: '两次输入必须一致',
    pinRequired: '请输入密码',
  },
} as const;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A new member, registered through the API (email and password). */
async function registerMember(request: APIRequestContext) {
  const email = `m${unique()}@theatre.test`;
  const password = 'Abc12345';
  const res = await request.post(`${api}/user/register`, {
    data: { email, password, confirmPassword: password, langType: 2 },
  });
  const body = (await res.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(200);
  return { email, password };
}

/** The session cookie of this browser, if any (HttpOnly: the page itself cannot see it). */
const sessionCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === '_sgttoken');

/** The header's account icon (its link says where the member goes). */
const accountIcon = (page: Page) => page.getByRole('banner').getByTestId('account-icon').first();

async function fillLogin(page: Page, locale: Locale, username: string, password: string, captcha: string) {
  const t = text[locale];
  const form = page.getByTestId('login-form').first();
  await expect(form.getByTestId('captcha-image').locator('img')).toBeVisible();
  await form.getByLabel(t.username, { exact: true }).fill(username);
  await form.getByLabel(t.password, { exact: true }).fill(password);
  await form.getByLabel(t.captcha, { exact: true }).fill(captcha);
  return form;
}

/** The long address is cut inside the card, the flip button sits on the card below it, and the card fits the screen. */
async function expectCardFits(page: Page, card: Locator, flip: Locator) {
  const box = (await card.boundingBox())!;
  const flipBox = (await flip.boundingBox())!;
  const addressBox = (await card.locator('dd').last().boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(addressBox.x + addressBox.width).toBeLessThanOrEqual(box.x + box.width);
  expect(flipBox.x + flipBox.width).toBeLessThanOrEqual(box.x + box.width);
  expect(flipBox.y + flipBox.height).toBeLessThanOrEqual(box.y + box.height);
  expect(flipBox.y).toBeGreaterThanOrEqual(addressBox.y + addressBox.height);
  await expectNoHorizontalScroll(page);
}

/**
 * The password reset as a member makes it: "Get code" sends the code to the phone or the address
 * (the sandbox's is 123456), the new password is set with it, and it logs in.
 */
async function resetPasswordWithCode(page: Page, locale: Locale, username: string) {
  const t = text[locale];
  await forgetStartUp(page);
  await page.goto(p(locale, '/forgotpassword'));
  await waitForHydration(page);
  const form = page.getByTestId('forgot-form');
  await form.getByLabel(t.username).fill(username);
  await form.getByRole('button', { name: t.getCode }).click();
  await expect(form.getByRole('status')).toHaveText(t.codeSent);
  await form.getByLabel(t.verifyCode).fill('123456');
  await form.getByLabel(t.newPassword).fill('After1234');
  await form.getByLabel(t.confirmPassword).fill('After1234');
  await form.getByRole('button', { name: t.submitReset }).click();
  await expect(page.getByTestId('reset-done')).toHaveText(t.resetDone);

  await page.goto(p(locale, '/login'));
  const login = await fillLogin(page, locale, username, 'After1234', 'TEST');
  await login.getByRole('button', { name: t.login, exact: true }).click();
  await expect(accountIcon(page)).toHaveAttribute('href', p(locale, '/profile/orders'));
}

for (const locale of ['en', 'zh-hans'] as const) {
  const t = text[locale];

  test.describe(`members (${locale})`, () => {
    test('the login, registration and password forms fit a 320 px phone, captcha and code buttons included', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      for (const [path, testId] of [
        ['/login', 'login-form'],
        ['/register', 'register-form'],
        ['/forgotpassword', 'forgot-form'],
      ]) {
        await page.goto(p(locale, path));
        const form = page.getByTestId(testId).first();
        await expect(form.locator('input').first()).toBeVisible();
        const formBox = (await form.boundingBox())!;
        for (const control of await form.locator('input, button').all()) {
          const box = (await control.boundingBox())!;
          expect(
            box.x + box.width,
            `${path}: ${await control.evaluate((e) => e.outerHTML.slice(0, 80))}`,
          ).toBeLessThanOrEqual(formBox.x + formBox.width + 0.5);
        }
        await expectNoHorizontalScroll(page);
      }
    });

    test('log in with the phone number and land on the home page; never return to another site', async ({ page }) => {
      test.slow(); // two logins
      await page.goto(p(locale, '/login'));
      const form = await fillLogin(page, locale, theDemoMember.phone, theDemoMember.password, 'TEST');
      await form.getByRole('button', { name: t.login, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${p(locale, '/')}$`));
      await expect(accountIcon(page)).toHaveAttribute('href', p(locale, '/profile/orders'));

      // logged out (the session cookies gone), asked to go back to another site after the login
      await page.context().clearCookies();
      await page.goto(`${p(locale, '/login')}?returnTo=${encodeURIComponent('//evil.example/x')}`);
      const again = await fillLogin(page, locale, theDemoMember.email, theDemoMember.password, 'TEST');
      await again.getByRole('button', { name: t.login, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`^http://localhost:\\d+${p(locale, '/')}$`));
    });

    test('register a new member, then log in with it', async ({ page }) => {
      const email = `r${unique()}@theatre.test`;
      await page.goto(p(locale, '/register'));
      await waitForHydration(page); // the form checks fields as they are left: typing must meet the live form
      const form = page.getByTestId('register-form');
      await form.getByLabel(t.username).fill(email);
      await form.getByLabel(t.name).fill('New Member');
      await form.getByLabel(t.password, { exact: true }).fill('Abc12345');
      await form.getByLabel(t.confirmPassword).fill('Abc12344');
      await form.getByLabel(t.name).click();
      await expect(form.getByText(t.mismatch)).toBeVisible();
      await form.getByLabel(t.confirmPassword).fill('Abc12345');
      await form.getByRole('button', { name: t.register, exact: true }).click();
      await expect(page.getByTestId('register-done')).toHaveText(t.registered);

      await page.goto(p(locale, '/login'));
      const login = await fillLogin(page, locale, email, 'Abc12345', 'TEST');
      await login.getByRole('button', { name: t.login, exact: true }).click();
      await expect(accountIcon(page)).toHaveAttribute('href', p(locale, '/profile/orders'));
    });

    test('registering a phone number needs the SMS code sent to it, then logs in with the phone', async ({ page }) => {
      const phone = `137${String(Date.now()).slice(-8)}`;
      await page.goto(p(locale, '/register'));
      await waitForHydration(page);
      const form = page.getByTestId('register-form');
      await form.getByLabel(t.username).fill(phone);
      await form.getByLabel(t.password, { exact: true }).fill('Abc12345');
      await form.getByLabel(t.confirmPassword).fill('Abc12345');
      const code = form.getByLabel(t.smsCode);
      // the code typed without asking for it: the number is not proven, nothing is registered
      await code.fill('123456');
      await form.getByRole('button', { name: t.register, exact: true }).click();
      await expect(page.getByTestId('register-error')).toBeVisible();
      await expect(page.getByTestId('register-done')).toHaveCount(0);

      await form.getByRole('button', { name: t.getCode }).click();
      await expect(form.getByRole('status')).toHaveText(t.codeSent);
      await form.getByLabel(t.password, { exact: true }).fill('Abc12345');
      await form.getByLabel(t.confirmPassword).fill('Abc12345');
      await code.fill('123456');
      await form.getByRole('button', { name: t.register, exact: true }).click();
      await expect(page.getByTestId('register-done')).toHaveText(t.registered);

      await page.goto(p(locale, '/login'));
      const login = await fillLogin(page, locale, phone, 'Abc12345', 'TEST');
      await login.getByRole('button', { name: t.login, exact: true }).click();
      await expect(accountIcon(page)).toHaveAttribute('href', p(locale, '/profile/orders'));
    });

    test('a forgotten password is reset with the code sent to the phone, or to the e-mail address; then the new one logs in', async ({
      page,
      request,
    }) => {
      test.slow(); // two resets, each three page loads
      const phone = `136${String(Date.now()).slice(-8)}`;
      await request.post(`${api}/user/sendSmsCode`, { data: { mobileNumber: phone } });
      const registered = await request.post(`${api}/user/register`, {
        data: { phone, password: 'Before123', verifyCode: '123456', langType: 2 },
      });
      expect(((await registered.json()) as { code: number }).code).toBe(200);
      await resetPasswordWithCode(page, locale, phone);

      // another member, by e-mail, in a browser logged out
      await page.context().clearCookies();
      await resetPasswordWithCode(page, locale, (await registerMember(request)).email);
    });

    test('log out from the member popup: back home, logged out @desktop-only', async ({ page, request }) => {
      const member = await registerMember(request);
      await signIn(page, await loginToken(request, member), p(locale, '/news'));
      await page.getByRole('button', { name: t.memberMenu }).click();
      await expect(page.getByTestId('member-popup')).toBeVisible();
      await page.getByTestId('member-popup').getByRole('button', { name: t.logout }).click();
      await expect(page).toHaveURL(new RegExp(`${p(locale, '/')}$`));
      await expect(accountIcon(page)).toHaveAttribute('href', p(locale, '/login'));
      expect(await sessionCookie(page)).toBeUndefined();
    });

    test('log out from the profile menu, also on phones: the token is dead on the server', async ({
      page,
      request,
    }) => {
      const member = await registerMember(request);
      const token = await loginToken(request, member);
      await signIn(page, token, p(locale, '/profile/orders'));
      expect(await sessionCookie(page)).toBeDefined();
      await page.getByRole('navigation', { name: t.profileNav }).getByRole('button', { name: t.logout }).click();
      await expect(page).toHaveURL(new RegExp(`${p(locale, '/')}$`));
      await expect(accountIcon(page)).toHaveAttribute('href', p(locale, '/login'));
      expect(await sessionCookie(page)).toBeUndefined();
      const res = await request.post(`${api}/user/userInfo`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { locale },
      });
      expect(res.status()).toBe(401);
    });

    test('a session ended on the server says Please login again', async ({ page, request }) => {
      const member = await registerMember(request);
      const token = await loginToken(request, member);
      await signIn(page, token, p(locale, '/profile/orders'));
      await expect(page.getByTestId('membership-card')).toBeVisible();
      await startUpSettled(page);
      // ended elsewhere (another device, an admin): the ticketing API no longer knows the token
      const res = await request.get(`${api}/user/logout`, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.ok()).toBeTruthy();
      await page.reload();
      // the first call answered 401 clears the session and reloads the page, which then says so
      await expect(page.getByTestId('session-timeout')).toContainText(t.loginAgain, { timeout: 20_000 });
      await expect(accountIcon(page)).toHaveAttribute('href', p(locale, '/login'));
    });

    test("an order token that is not one of the member's is a 404, not a page shell @desktop-only", async ({
      page,
      request,
    }) => {
      const member = await registerMember(request);
      const demoOrders = await request.get(`${api}/order/pager?pageSize=0`, {
        headers: { Authorization: `Bearer ${await loginToken(request)}` },
      });
      const someoneElses = ((await demoOrders.json()) as { data: { dataList: { orderToken: string }[] } }).data
        .dataList[0].orderToken;
      await signIn(page, await loginToken(request, member), p(locale, '/profile/orders'));
      for (const token of ['NOPE0000000', someoneElses, 'a.b', 'x'.repeat(65)]) {
        const response = await page.goto(p(locale, `/profile/orders/${encodeURIComponent(token)}`));
        expect(response?.status(), token).toBe(404);
      }
      // a guest is sent to log in, and comes back to the order
      await page.context().clearCookies();
      await page.goto(p(locale, `/profile/orders/${someoneElses}`));
      await expect(page).toHaveURL(new RegExp(`/login\\?returnTo=`));
    });

    test('the profile needs a login: log in with the email and come back to it (returnTo)', async ({ page }) => {
      await page.goto(p(locale, '/profile/medals'));
      await expect(page).toHaveURL(
        new RegExp(
          `/login\\?returnTo=${encodeURIComponent(p(locale, '/profile/medals')).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
        ),
      );
      const submit = page.getByTestId('login-form').getByRole('button', { name: t.login, exact: true });
      await expect(submit).toBeDisabled();
      await fillLogin(page, locale, theDemoMember.email, theDemoMember.password, 'TEST');
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(page).toHaveURL(new RegExp(`${p(locale, '/profile/medals')}$`));
      await expect(page.getByTestId('medal').first()).toBeVisible();
      await expect(accountIcon(page)).toHaveAttribute('href', p(locale, '/profile/orders'));
    });

    test('every profile section fits a 320 px phone: long order numbers in points and growth break', async ({
      page,
      request,
    }) => {
      test.slow(); // seven member pages, each rendered per request
      await page.setViewportSize({ width: 320, height: 700 });
      // the member's session, for the first section below to open (no page load of its own)
      await page.context().addCookies(await sessionCookies(request, await loginToken(request)));
      for (const section of ['orders', 'coupons', 'points', 'growth', 'medals', 'personal-information', 'pin']) {
        // the page's load (its images) and its client code's start, then what it fetches on screen
        await forgetStartUp(page);
        await page.goto(p(locale, `/profile/${section}`));
        await waitForHydration(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (section === 'points' || section === 'growth') {
          await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
        }
        await expect(page.getByRole('main').locator('[data-fetch-status]')).toHaveCount(0);
        await expectNoHorizontalScroll(page);
      }
    });

    test('the membership card shows the name and token, its back a QR code and a barcode', async ({
      page,
      request,
    }) => {
      await signIn(page, await loginToken(request), p(locale, '/profile/orders'));
      const card = page.getByTestId('membership-card');
      await expect(card.getByTestId('card-name')).toHaveText('李明');
      await expect(card.getByTestId('card-token')).toHaveText('M20260001');
      await expect(card).toHaveAttribute('data-card-style', 'common');
      const flip = card.getByRole('button', { name: t.flip });
      await expectCardFits(page, card, flip);
      await page.setViewportSize({ width: 320, height: 700 });
      await expectCardFits(page, card, flip);
      await flip.click();
      await expect(card.getByTestId('card-qr')).toBeVisible();
      await expect(card.getByTestId('card-barcode').locator('rect').first()).toBeAttached();
    });

    test('cancel an unpaid order after confirming', async ({ page, request }) => {
      const member = await registerMember(request);
      const token = await loginToken(request, member);
      const orderToken = await createUnpaidOrder(request, token);
      await signIn(page, token, p(locale, '/profile/orders'));
      const order = page.locator(`[data-order-token="${orderToken}"]`);
      await expect(order.getByTestId('order-countdown')).toContainText(/\d\d:\d\d/);
      await order.getByRole('button', { name: t.cancel, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t.cancelConfirm }).click();
      await expect(dialog).toBeHidden();
      await expect(order.getByTestId('order-status')).toHaveText(t.cancelled);
      await expect(order.getByTestId('order-countdown')).toHaveCount(0);
    });

    test('edit the personal information', async ({ page, request }) => {
      const member = await registerMember(request);
      await signIn(page, await loginToken(request, member), p(locale, '/profile/personal-information'));
      await page.getByRole('button', { name: t.edit }).click();
      const form = page.getByTestId('personal-information-form');
      await form.getByLabel(t.userTel).fill('12345');
      await form.getByLabel(t.userName).click();
      await expect(form.getByText(t.phoneRule)).toBeVisible();
      await expect(form.getByRole('button', { name: t.save })).toBeDisabled();
      await form.getByLabel(t.userTel).fill('13912345678');
      await form.getByLabel(t.userName).fill('Zhang San');
      await form.getByLabel(t.userAddress).fill('1 Harbour Road');
      await form.getByRole('button', { name: t.save }).click();
      const info = page.getByTestId('personal-information');
      await expect(info).toContainText('Zhang San');
      await expect(info).toContainText('13912345678');
      await expect(info).toContainText('1 Harbour Road');
      await page.reload();
      await expect(page.getByTestId('personal-information')).toContainText('Zhang San');
    });

    test('set a pin password', async ({ page, request }) => {
      const member = await registerMember(request);
      await signIn(page, await loginToken(request, member), p(locale, '/profile/pin'));
      const form = page.getByTestId('pin-form');
      await form.getByLabel(t.newPin).click();
      await form.getByLabel(t.confirmPin).click();
      await form.getByLabel(t.newPin).click();
      await expect(form.getByText(t.pinRequired).first()).toBeVisible();
      await form.getByLabel(t.newPin).fill('246810');
      await form.getByLabel(t.confirmPin).fill('246811');
      await form.getByLabel(t.newPin).click();
      await expect(form.getByText(t.pinMatch)).toBeVisible();
      await form.getByLabel(t.confirmPin).fill('246810');
      await form.getByRole('button', { name: t.savePin }).click();
      await expect(form.getByText(t.pinSaved)).toBeVisible();
      const check = await request.post(`${api}/paypswd/checkPayPassword`, {
        headers: { Authorization: `Bearer ${await loginToken(request, member)}` },
        data: { payPassword: '246810', validateType: 1 },
      });
      expect(((await check.json()) as { code: number }).code).toBe(200);

      // changing it asks for the current pin (or an SMS code): a session alone cannot
      await expect(form.getByLabel(t.currentPin)).toBeVisible();
      await form.getByLabel(t.currentPin).fill('000000');
      await form.getByLabel(t.newPin).fill('135790');
      await form.getByLabel(t.confirmPin).fill('135790');
      await form.getByRole('button', { name: t.savePin }).click();
      await expect(form.getByText(t.wrongPin)).toBeVisible();
      await form.getByLabel(t.currentPin).fill('246810');
      await form.getByRole('button', { name: t.savePin }).click();
      await expect(form.getByText(t.pinSaved)).toBeVisible();
    });
  });
}

test.describe('header popups', () => {
  test('the guest popup logs in without leaving the page @desktop-only', async ({ page }) => {
    await page.goto('/en/news');
    // a click on the server-rendered icon before React is attached would be lost (a flake on CI)
    await waitForHydration(page);
    // the account icon, labelled "Login", opens the popup on wide screens
    const toggle = page.getByRole('banner').getByTestId('teaser-toggle');
    await expect(toggle).toHaveAccessibleName('Login');
    await toggle.click();
    const popup = page.getByTestId('login-popup');
    await expect(popup).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    const form = await fillLogin(page, 'en', theDemoMember.email, theDemoMember.password, 'TEST');
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(accountIcon(page)).toHaveAttribute('href', '/en/profile/orders');
    await expect(page.getByRole('button', { name: 'Member menu' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/news$/);
  });

  test('guests get a sign-up teaser with seven benefits and a link to the benefits @desktop-only', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('banner').getByTestId('teaser-toggle');
    await expect(toggle).toHaveAccessibleName('登录');
    await toggle.click();
    const teaser = page.getByTestId('signup-teaser');
    await expect(teaser.getByRole('listitem')).toHaveCount(7);
    await expect(teaser.getByRole('link', { name: '查看全部礼遇' })).toHaveAttribute('href', '/benefits');
    await page.keyboard.press('Escape');
    await expect(teaser).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(teaser).toBeVisible();
    await page.mouse.click(5, 150);
    await expect(teaser).toBeHidden();
  });

  test('the member popup holds the card and the account links @desktop-only', async ({ page, request }) => {
    await signIn(page, await loginToken(request), '/en');
    await page.getByRole('button', { name: 'Member menu' }).click();
    const popup = page.getByTestId('member-popup');
    await expect(popup.getByTestId('membership-card')).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Personal information' })).toHaveAttribute(
      'href',
      '/en/profile/personal-information',
    );
    await expect(popup.getByRole('link', { name: 'Benefits' })).toHaveAttribute('href', '/en/benefits');
    await expect(accountIcon(page)).toHaveAttribute('href', '/en/profile/orders');
  });
});

/** Buys one non-seat ticket for a new member, unpaid: the order to cancel. */
async function createUnpaidOrder(request: APIRequestContext, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const res = await request.get(`${api}/pro/projects?pageSize=0&langType=2`);
  const data = ((await res.json()) as { data: { dataList: Project[] } | Project[] }).data;
  const projects = Array.isArray(data) ? data : data.dataList;
  for (const project of projects.filter((x) => x.seatType !== 1)) {
    for (const event of project.eventVoList ?? []) {
      if (event.showTime < Date.now()) continue;
      for (const price of event.priceVoList ?? []) {
        if (price.goodCount - price.saleCount < 1 || price.publicInterest) continue;
        const order = await request.post(`${api}/trade/submitOrder`, {
          headers,
          data: {
            cartPrices: [{ eventId: event.eventToken, superGoodId: price.superGoodId, goodCount: 1 }],
            payGateway: 'alipay',
            requestId: unique(),
            langType: 2,
          },
        });
        const body = (await order.json()) as { code: number; data: { orderToken: string } };
        if (body.code === 200) return body.data.orderToken;
      }
    }
  }
  throw new Error('no non-seat ticket could be bought');
}

type Project = {
  seatType: number;
  eventVoList?: {
    eventToken: string;
    showTime: number;
    priceVoList?: { superGoodId: string; goodCount: number; saleCount: number; publicInterest: number }[];
  }[];
};
