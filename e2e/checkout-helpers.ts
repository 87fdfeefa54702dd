import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { loginToken, previewToken, sandboxURL, signIn } from './support';
import { aShadowPlay, theWelcomeCoupon } from '../tests/fixtures/seed';

export { signIn };

/** Helpers of the cart and checkout e2e tests (issue 7). Each test buys as a member of its own. */
export type Locale = 'en' | 'zh-hans';
export const p = (locale: Locale, path: string) => (locale === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path);
export const api = `${sandboxURL}/jsonapi/damai/api`;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A new member (with the welcome coupon every new member gets), logged in through the API. */
export async function newMember(request: APIRequestContext, extra: { idCard?: string } = {}) {
  const email = `c${unique()}@theatre.test`;
  const password = 'Abc12345';
  const res = await request.post(`${api}/user/register`, {
    data: { email, password, confirmPassword: password, name: 'Wang Fang', langType: 2 },
  });
  const body = (await res.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(200);
  const token = await loginToken(request, { email, password });
  if (extra.idCard) {
    const bind = await request.post(`${api}/user/modifyUser`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { idCard: extra.idCard },
    });
    expect(((await bind.json()) as { code: number }).code).toBe(200);
  }
  return { email, password, token };
}

/** A random valid-looking 18-character ID card number. */
export function idCard(): string {
  return `1101011990${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}X`;
}

export type Price = {
  priceId: number;
  price: number;
  goodCount: number;
  saleCount: number;
  superGoodId: string;
  publicInterest: number;
};

export async function prices(request: APIRequestContext, eventToken: string): Promise<Price[]> {
  const res = await request.get(`${api}/pro/getPriceList?eventToken=${eventToken}`);
  return ((await res.json()) as { data: { dataList: Price[] } }).data.dataList;
}

export type SeatGood = {
  superGoodId: string;
  status: string;
  price: number;
  publicInterest: number;
  label: string;
  seatId: string;
  row: number;
  number: number;
};

export async function seats(request: APIRequestContext, eventToken: string): Promise<SeatGood[]> {
  const res = await request.get(`${api}/goods/seatGoods?eventToken=${eventToken}&langType=2`);
  return ((await res.json()) as { data: { dataList: SeatGood[] } }).data.dataList;
}

/** Puts goods in a member's cart through the API. */
export async function addToCart(
  request: APIRequestContext,
  token: string,
  items: { eventId: string; superGoodId: string; goodCount: number }[],
) {
  const res = await request.post(`${api}/cart/add`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { lstCartInfo: items, langType: 2 },
  });
  const body = (await res.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(200);
}

export async function orders(request: APIRequestContext, token: string, status?: string) {
  const res = await request.get(`${api}/order/pager?pageSize=0${status ? `&status=${status}` : ''}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { dataList: { orderToken: string; status: string; payable: number }[] } }).data
    .dataList;
}

/** The sandbox test hook: this unpaid order reaches its deadline now. */
export async function expireOrder(request: APIRequestContext, orderToken: string) {
  const res = await request.post(`${sandboxURL}/jsonapi/damai/sandbox/orders/${orderToken}/expire`, {
    headers: { Authorization: `Bearer ${previewToken}` },
  });
  expect(res.ok()).toBeTruthy();
}

/** At the checkout: the gateway chosen, Pay, the notice confirmed; the payment page's order token. */
export async function placeOrder(page: Page, t: (typeof text)['en'] | (typeof text)['zh-hans'], gateway: string) {
  await page.getByRole('radio', { name: gateway }).check();
  await page.getByTestId('checkout-summary').getByRole('button', { name: t.pay, exact: true }).click();
  await confirmNotice(page, t.confirmNotice);
  await expect(page).toHaveURL(/\/maipay\/pay\//);
  return (await page.getByTestId('order-token').textContent())!.trim();
}

/** Reads the checkout notice to its end and confirms it. */
export async function confirmNotice(page: Page, confirmLabel: string) {
  const dialog = page.getByTestId('checkout-notice');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('notice-body').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await dialog.getByRole('button', { name: confirmLabel }).click();
}

export const text = {
  en: {
    cart: 'Cart',
    checkout: 'Check out',
    pay: 'Pay',
    payAgain: 'Pay',
    coupon: 'Coupon',
    welcome: theWelcomeCoupon.en,
    discountCode: 'Discount code',
    apply: 'Apply',
    selectPayment: 'Please select payment method',
    bindId: 'Please Bind ID Card With Real-name Ticket.',
    confirmNotice: 'I have read it: place the order',
    paySuccess: 'Payment successful. Your tickets are booked.',
    payFailed: 'The payment was not completed. You can pay again before the deadline.',
    success: 'Success',
    created: 'Waiting for payment',
    abolished: 'Abolished',
    cancelled: 'Cancelled',
    alipay: 'Alipay',
    unionpay: 'UnionPay',
    unionNote: 'UnionPay: 10% off',
    remove: 'Remove',
    loginToCheckout: 'Log in to check out',
    increase: 'One ticket more',
    decrease: 'One ticket fewer',
    pointsToUse: 'Points to use',
    pin: 'Pin password',
    usePoints: 'Use points',
    invalidCode: 'Invalid discount code',
    nonProfit: 'Non-profit tickets: one order may hold at most 2',
    realNameMax: 'A member may use at most 2 ID cards (2 tickets) per performance',
    oneId: 'One ticket per ID card per performance',
    viewerName: 'Name',
    viewerIdCard: 'ID card number',
    refresh: 'error. Please refresh the page',
    retry: 'Try again',
    cancel: 'Cancel',
    cancelConfirm: 'Yes, cancel the order',
    addToCart: 'Add to cart',
    openAccount: 'Open points account',
  },
  'zh-hans': {
    cart: '购物车',
    checkout: '去结算',
    pay: '支付',
    payAgain: '付款',
    coupon: '优惠券',
    welcome: theWelcomeCoupon.zh,
    discountCode: '优惠码',
    apply: '使用',
    selectPayment: '请选择支付方式',
    bindId: '购买实名制门票请先绑定身份证。',
    confirmNotice: '我已阅读，提交订单',
    paySuccess: '支付成功，门票已预订。',
    payFailed: '支付未完成。您可以在截止时间前再次支付。',
    success: '已完成',
    created: '待付款',
    abolished: '已作废',
    cancelled: '已取消',
    alipay: '支付宝',
    unionpay: '银联',
    unionNote: '银联支付享9折优惠',
    remove: '删除',
    loginToCheckout: '登录后结算',
    increase: '增加一张',
    decrease: '减少一张',
    pointsToUse: '使用积分',
    pin: '支付密码',
    usePoints: '使用积分',
    invalidCode: '优惠码无效',
    nonProfit: '公益票每笔订单最多2张',
    realNameMax: '每位会员每场次最多使用2个证件（2张票）',
    oneId: '每个证件每场次限购一张',
    viewerName: '姓名',
    viewerIdCard: '身份证号',
    refresh: '出错了，请刷新页面',
    retry: '重试',
    cancel: '取消订单',
    cancelConfirm: '确定取消',
    addToCart: '加入购物车',
    openAccount: '开通积分账户',
  },
} as const;

/** A new member with an open points account (its `pin`) and points earned by a paid order of about ￥600. */
export async function memberWithPoints(request: APIRequestContext) {
  const member = await newMember(request);
  const headers = { Authorization: `Bearer ${member.token}` };
  const pin = '123456';
  const open = await request.post(`${api}/user/openAccount`, { headers, data: { validateType: 1, payPassword: pin } });
  expect(((await open.json()) as { code: number }).code).toBe(200);
  const [cheapest] = await prices(request, aShadowPlay.event(1));
  const count = Math.ceil(600 / cheapest.price);
  const order = await request.post(`${api}/trade/submitOrder`, {
    headers,
    data: {
      cartPrices: [{ eventId: aShadowPlay.event(1), superGoodId: cheapest.superGoodId, goodCount: Math.min(count, 6) }],
      payGateway: 'alipay',
      requestId: `pts-${member.email}`,
    },
  });
  const body = (await order.json()) as { code: number; msg: string; data: { orderToken: string } };
  expect(body.code, body.msg).toBe(200);
  const paid = await request.post(`${sandboxURL}/jsonapi/damai/maipay/pay/${body.data.orderToken}/complete`, {
    data: { result: 'success' },
  });
  expect(paid.ok()).toBeTruthy();
  return { ...member, pin };
}

/** Reads a "￥1,234.5" amount. */
export const yuan = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Logs in on the login form (the e2e captcha is TEST). */
export async function fillLogin(page: Page, locale: Locale, email: string, password: string) {
  const labels =
    locale === 'en'
      ? { u: 'Email or phone', p: 'Password', c: 'Captcha', b: 'Login' }
      : { u: '邮箱或手机号', p: '密码', c: '验证码', b: '登录' };
  const form = page.getByTestId('login-form').first();
  await expect(form.getByTestId('captcha-image').locator('img')).toBeVisible();
  await form.getByLabel(labels.u, { exact: true }).fill(email);
  await form.getByLabel(labels.p, { exact: true }).fill(password);
  await form.getByLabel(labels.c, { exact: true }).fill('TEST');
  await form.getByRole('button', { name: labels.b, exact: true }).click();
}
