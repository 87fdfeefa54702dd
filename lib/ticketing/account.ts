import 'server-only';
import { langType, type Locale } from '@/lib/i18n/routing';
import { listOf, toPage } from './paging';
import type { Paged, RawAccount, RawCoupon, RawMedal, RawPointRecord } from './raw';
import { ticketingRequest } from './transport';
import type { Coupon, Medal, Member, Page, PersonalInfoInput, PinCheck, PointPage } from './types';

/** The member's account: the card and its details, coupons, points, growth, medals, personal data, pin. */

/** The placeholders the ticketing API uses for a value that was never set. */
const NOT_SET = ['未设置', 'Not set', 'not set', 'null', 'undefined'];

function clean(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  return NOT_SET.includes(v) ? '' : v;
}

export function reshapeMember(raw: RawAccount | null): Member {
  const r = raw ?? {};
  return {
    userName: clean(r.userName),
    userEmail: clean(r.userEmail),
    userToken: clean(r.userToken),
    userTel: clean(r.userTel),
    userAddress: clean(r.userAddress),
    userLevel: Number(r.userLevel ?? 0),
    levelName: clean(r.levelName),
    idCardMasked: clean(r.idCardMasked),
    points: Number(r.points ?? 0),
    growth: Number(r.growth ?? 0),
    payPasswordSet: Boolean(r.payPasswordSet),
    pointsAccountOpened: Boolean(r.pointsAccountOpened),
  };
}

export async function getMember(token: string, locale: Locale, signal?: AbortSignal): Promise<Member> {
  const raw = await ticketingRequest<RawAccount>('/api/user/userInfo', {
    method: 'POST',
    token,
    body: { locale, langType: langType(locale) },
    signal,
  });
  return reshapeMember(raw);
}

export async function updateMember(
  token: string,
  locale: Locale,
  input: PersonalInfoInput,
  signal?: AbortSignal,
): Promise<Member> {
  const raw = await ticketingRequest<RawAccount>('/api/user/modifyUser', {
    method: 'POST',
    token,
    // an empty phone is left out: the API takes a phone of 9 to 12 digits or nothing
    body: {
      userName: input.userName,
      userAddress: input.userAddress,
      userTel: input.userTel || undefined,
      langType: langType(locale),
    },
    signal,
  });
  return reshapeMember(raw);
}

/** Sets the pin; changing one that is set needs `current`: the current pin or an SMS code. */
export async function setPayPassword(
  token: string,
  locale: Locale,
  pin: { newPayPassword: string; confirmPayPassword: string; current?: PinCheck },
  signal?: AbortSignal,
): Promise<void> {
  const { newPayPassword, confirmPayPassword, current } = pin;
  await ticketingRequest('/api/paypswd/updatePayPassword', {
    method: 'POST',
    token,
    body: { newPayPassword, confirmPayPassword, ...current, langType: langType(locale) },
    signal,
  });
}

/** Opens the points account, confirmed by the pin (which it sets when there is none) or an SMS code. */
export async function openPointsAccount(
  token: string,
  locale: Locale,
  input: PinCheck,
  signal?: AbortSignal,
): Promise<Member> {
  const raw = await ticketingRequest<RawAccount>('/api/user/openAccount', {
    method: 'POST',
    token,
    body: { ...input, langType: langType(locale) },
    signal,
  });
  return reshapeMember(raw);
}

/** status 1 used, 2 not used */
export async function listCoupons(
  token: string,
  locale: Locale,
  status: 1 | 2,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<Page<Coupon>> {
  const data = await ticketingRequest<Paged<RawCoupon>>('/api/user/couponCodes', {
    token,
    query: { page, pageSize, langType: langType(locale), status },
    signal,
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

export const RECORDS_PAGE_SIZE = 10;

/** dataType 1 points, 2 growth values */
export async function listPointRecords(
  token: string,
  locale: Locale,
  dataType: 1 | 2,
  page: number,
  signal?: AbortSignal,
): Promise<PointPage> {
  const data = await ticketingRequest<Paged<RawPointRecord> & { balance?: number }>(
    '/api/user/findPointRecordByCustomer',
    {
      token,
      query: { dataType, currentPage: page, pageSize: RECORDS_PAGE_SIZE, langType: langType(locale) },
      signal,
    },
  );
  return {
    ...toPage(data, (raw) => ({
      id: raw.recordId,
      amount: raw.amount,
      balance: raw.balance,
      reason: raw.reason,
      createdAt: raw.createdAt,
    })),
    balance: data?.balance ?? 0,
  };
}

export async function listMedals(token: string, locale: Locale, signal?: AbortSignal): Promise<Medal[]> {
  const data = await ticketingRequest<Paged<RawMedal>>('/api/user/getHistoryMedalList', {
    token,
    query: { langType: langType(locale) },
    signal,
  });
  return listOf(data).map((raw) => ({
    id: raw.medalId,
    name: raw.name,
    description: raw.description,
    icon: raw.icon,
    awardedAt: raw.awardedAt,
  }));
}
