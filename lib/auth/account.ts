import { langType, type Locale } from '@/lib/i18n/routing';
import { reshapeProfile, type Profile, type RawProfile } from '@/lib/ticketing/member';
import { ticketingRequest, type Paged } from '@/lib/ticketing/transport';

/** The member's account screens: orders, coupons, points, growth, medals, personal data, pin. */

export type OrderStatus = 'created' | 'success' | 'cancelled' | 'waitingSeat' | 'abolished';
export const ORDER_STATUSES: readonly OrderStatus[] = ['created', 'success', 'cancelled', 'waitingSeat', 'abolished'];

export type OrderLine = { key: string; price: number; count: number; subtotal: number; seatLabel: string | null };
export type Order = {
  orderToken: string;
  status: OrderStatus;
  createdAt: number;
  deadline: number | null;
  projectName: string;
  siteName: string;
  showTime: number | null;
  ticketCount: number;
  total: number;
  payable: number;
  payUrl: string | null;
  payGatewayName: string;
  couponDiscount: number;
  discountCodeDiscount: number;
  pointsDeduction: number;
  lines: OrderLine[];
};

type RawOrderLine = { superGoodId: string; price: number; goodCount: number; subtotal: number; seatLabel?: string | null };
type RawOrder = {
  orderToken: string;
  status: string;
  createdAt: number;
  deadline?: number | null;
  projectName?: string;
  siteName?: string;
  showTime?: number | null;
  ticketCount?: number;
  total?: number;
  payable?: number;
  payUrl?: string | null;
  payGatewayName?: string | null;
  couponDiscount?: number | null;
  discountCodeDiscount?: number | null;
  pointsDeduction?: number | null;
  lines?: RawOrderLine[];
};

function reshapeOrder(raw: RawOrder): Order {
  const status = (ORDER_STATUSES as readonly string[]).includes(raw.status) ? (raw.status as OrderStatus) : 'abolished';
  return {
    orderToken: raw.orderToken,
    status,
    createdAt: raw.createdAt,
    deadline: raw.deadline ?? null,
    projectName: raw.projectName ?? '',
    siteName: raw.siteName ?? '',
    showTime: raw.showTime ?? null,
    ticketCount: raw.ticketCount ?? 0,
    total: raw.total ?? 0,
    payable: raw.payable ?? raw.total ?? 0,
    payUrl: raw.payUrl ?? null,
    payGatewayName: raw.payGatewayName ?? '',
    couponDiscount: raw.couponDiscount ?? 0,
    discountCodeDiscount: raw.discountCodeDiscount ?? 0,
    pointsDeduction: raw.pointsDeduction ?? 0,
    lines: (raw.lines ?? []).map((line, i) => ({
      key: `${line.superGoodId}-${i}`,
      price: line.price,
      count: line.goodCount,
      subtotal: line.subtotal,
      seatLabel: line.seatLabel ?? null,
    })),
  };
}

export type Page<T> = { items: T[]; totalPage: number };
function toPage<T, R>(data: Paged<R> | null, map: (raw: R) => T): Page<T> {
  return { items: (data?.dataList ?? []).map(map), totalPage: Math.max(1, data?.totalPage ?? 1) };
}

export const PAGE_SIZE = 10;

export async function fetchOrders(token: string, locale: Locale, page: number): Promise<Page<Order>> {
  const data = await ticketingRequest<Paged<RawOrder>>('/api/order/pager', {
    token,
    query: { currentPage: page, pageSize: PAGE_SIZE, langType: langType(locale) },
  });
  return toPage(data, reshapeOrder);
}

export async function fetchOrder(token: string, locale: Locale, orderToken: string): Promise<Order> {
  const raw = await ticketingRequest<RawOrder>('/api/order/orderDetail', {
    token,
    query: { orderToken, langType: langType(locale) },
  });
  return reshapeOrder(raw);
}

export async function cancelOrder(token: string, locale: Locale, orderToken: string): Promise<Order> {
  const raw = await ticketingRequest<RawOrder>('/api/order/cancel', {
    method: 'POST',
    token,
    body: { orderToken, langType: langType(locale) },
  });
  return reshapeOrder(raw);
}

export type Coupon = {
  id: number;
  code: string;
  name: string;
  amount: number | null;
  discount: number | null;
  minSpend: number;
  validFrom: number;
  validTo: number;
  used: boolean;
  expired: boolean;
};
type RawCoupon = Omit<Coupon, 'id' | 'code' | 'used'> & { couponId: number; couponCode: string; status: number };

/** status 1 used, 2 not used */
export async function fetchCoupons(token: string, locale: Locale, status: 1 | 2, page: number, pageSize = 6): Promise<Page<Coupon>> {
  const data = await ticketingRequest<Paged<RawCoupon>>('/api/user/couponCodes', {
    token,
    query: { page, pageSize, langType: langType(locale), status },
  });
  return toPage(data, (raw) => ({
    id: raw.couponId,
    code: raw.couponCode,
    name: raw.name,
    amount: raw.amount ?? null,
    discount: raw.discount ?? null,
    minSpend: raw.minSpend ?? 0,
    validFrom: raw.validFrom,
    validTo: raw.validTo,
    used: raw.status === 1,
    expired: Boolean(raw.expired),
  }));
}

export type PointRecord = { id: number; amount: number; balance: number; reason: string; createdAt: number };
export type PointPage = Page<PointRecord> & { balance: number };
type RawPoints = Paged<{ recordId: number; amount: number; balance: number; reason: string; createdAt: number }> & { balance?: number };

/** dataType 1 points, 2 growth values */
export async function fetchPointRecords(token: string, locale: Locale, dataType: 1 | 2, page: number): Promise<PointPage> {
  const data = await ticketingRequest<RawPoints>('/api/user/findPointRecordByCustomer', {
    token,
    query: { dataType, currentPage: page, pageSize: PAGE_SIZE, langType: langType(locale) },
  });
  return {
    ...toPage(data, (raw) => ({ id: raw.recordId, amount: raw.amount, balance: raw.balance, reason: raw.reason, createdAt: raw.createdAt })),
    balance: data?.balance ?? 0,
  };
}

export type Medal = { id: number; name: string; description: string; icon: string; awardedAt: number };

export async function fetchMedals(token: string, locale: Locale): Promise<Medal[]> {
  const data = await ticketingRequest<Paged<{ medalId: number; name: string; description: string; icon: string; awardedAt: number }>>(
    '/api/user/getHistoryMedalList',
    { token, query: { langType: langType(locale) } },
  );
  return (data?.dataList ?? []).map((raw) => ({ id: raw.medalId, name: raw.name, description: raw.description, icon: raw.icon, awardedAt: raw.awardedAt }));
}

export type AccountDetails = Profile & {
  idCardMasked: string;
  points: number;
  growth: number;
  payPasswordSet: boolean;
  pointsAccountOpened: boolean;
};
type RawAccount = RawProfile & {
  idCardMasked?: string | null;
  points?: number;
  growth?: number;
  payPasswordSet?: boolean;
  pointsAccountOpened?: boolean;
};

function reshapeAccount(raw: RawAccount): AccountDetails {
  return {
    ...reshapeProfile(raw),
    idCardMasked: raw.idCardMasked ?? '',
    points: raw.points ?? 0,
    growth: raw.growth ?? 0,
    payPasswordSet: Boolean(raw.payPasswordSet),
    pointsAccountOpened: Boolean(raw.pointsAccountOpened),
  };
}

export async function fetchAccount(token: string, locale: Locale): Promise<AccountDetails> {
  const raw = await ticketingRequest<RawAccount>('/api/user/userInfo', {
    method: 'POST',
    token,
    body: { locale, langType: langType(locale) },
  });
  return reshapeAccount(raw ?? {});
}

export type PersonalInfoInput = { userName: string; userTel: string; userAddress: string };

export async function modifyUser(token: string, locale: Locale, input: PersonalInfoInput): Promise<AccountDetails> {
  const raw = await ticketingRequest<RawAccount>('/api/user/modifyUser', {
    method: 'POST',
    token,
    // an empty phone is left out: the API takes a phone of 9 to 12 digits or nothing
    body: { userName: input.userName, userAddress: input.userAddress, userTel: input.userTel || undefined, langType: langType(locale) },
  });
  return reshapeAccount(raw ?? {});
}

export async function updatePayPassword(token: string, locale: Locale, newPayPassword: string, confirmPayPassword: string): Promise<void> {
  await ticketingRequest('/api/paypswd/updatePayPassword', {
    method: 'POST',
    token,
    body: { newPayPassword, confirmPayPassword, langType: langType(locale) },
  });
}

export type OpenAccountInput = { validateType: 1; payPassword: string } | { validateType: 2; mobileNumber: string; payVerifyCode: string };

export async function openPointsAccount(token: string, locale: Locale, input: OpenAccountInput): Promise<AccountDetails> {
  const raw = await ticketingRequest<RawAccount>('/api/user/openAccount', {
    method: 'POST',
    token,
    body: { ...input, langType: langType(locale) },
  });
  return reshapeAccount(raw ?? {});
}
