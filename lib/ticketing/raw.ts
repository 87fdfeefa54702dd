/**
 * The ticketing API's own shapes (Damai style), as it answers them. Only lib/ticketing reads
 * these: everything else gets the site's types (./types.ts) (eslint.config.mjs enforces it).
 */
import type { SeatPlace } from './types';

export type Answer<T> = { code: number; msg: string; data: T };
export type Paged<T> = { dataList: T[]; totalPage: number; total?: number; currentPage?: number };

export type RawPrice = {
  priceId: number;
  price: number;
  goodCount: number;
  saleCount: number;
  /** 1: a non-profit (public interest) price */
  publicInterest: number;
  superGoodId: string;
};

export type RawEvent = {
  eventToken: string;
  showTime: number;
  priceVoList?: RawPrice[] | null;
  discountEventAuthExtendRespVos?: { discountId: number; discountName: string }[] | null;
} & RawOnSale;

/**
 * When tickets go on sale (issue 45), on a project or one of its events: epoch milliseconds, or an
 * ISO 8601 string, as a number or a string; Damai names it `sellStartTime`, some backends
 * `saleStartTime`. Absent, null or unreadable: on sale (docs/on-sale.md).
 */
export type RawOnSale = {
  sellStartTime?: number | string | null;
  saleStartTime?: number | string | null;
};

export type RawProject = {
  projectToken: string;
  projectName?: string | null;
  siteName?: string | null;
  siteId?: string | null;
  siteVersionId?: string | null;
  /** 1 seated, anything else non-seat */
  seatType: number;
  projectTypeName?: string | null;
  projectTypeId?: number | null;
  publicInterestNum?: number | null;
  eventVoList?: RawEvent[] | null;
} & RawOnSale;

/**
 * The venue's seat map places are the same in the API and the site; what the map says about a
 * seat (issue 46) is optional and read with care (lib/ticketing/seat-features.ts).
 */
export type RawSeat = SeatPlace & RawSeatAttributes;

/** Per-seat attributes of a venue map: each one only where it applies, of no trusted type. */
export type RawSeatAttributes = {
  wheelchair?: unknown;
  /** the seatId of the wheelchair space a companion seat belongs to */
  companion?: unknown;
  /** why the view is restricted */
  restrictedView?: unknown;
  aisle?: unknown;
  stepFree?: unknown;
  /** the view from the seat: a file of the image service */
  viewImage?: unknown;
};

export type RawSite = {
  siteId: string;
  width?: number;
  height?: number;
  stage?: { x: number; y: number; width: number; height: number; label: string } | null;
  aisles?: { x: number; y: number; width: number; height: number }[];
  zones?: { zone: string; zoneName: string }[];
  seats?: RawSeat[];
};

export type RawSeatGood = RawSeat & {
  superGoodId: string;
  priceId: number;
  price: number;
  publicInterest: number;
  status: string;
};

export type RawSeatGoods = { siteId: string; siteVersionId?: string; dataList?: RawSeatGood[] };

export type RawCartLine = {
  superGoodId: string | number;
  eventId: string;
  goodCount: number;
  projectToken?: string;
  projectName?: string;
  siteName?: string;
  showTime?: number;
  priceId?: number | null;
  price?: number;
  subtotal?: number;
  publicInterest?: number | boolean;
  realName?: boolean | number;
  seatType?: number;
  seatLabel?: string | null;
  ended?: boolean;
  available?: boolean;
};

export type RawQuote = {
  lines?: RawCartLine[];
  total?: number;
  ticketCount?: number;
  publicInterestCount?: number;
  realNameRequired?: boolean;
  couponCode?: string | null;
  couponDiscount?: number;
  discountCode?: string | null;
  discountCodeDiscount?: number;
  pointsUsed?: number;
  pointsDeduction?: number;
  availablePoints?: number;
  pointsAccountOpened?: boolean;
  maxDeductionPoint?: number;
  payGateway?: string | null;
  gatewayDiscount?: number;
  unionPayNote?: string;
  payable?: number;
};

export type RawGateway = {
  gatewayId: string | number;
  code?: string;
  name: string;
  icon?: string | null;
  discountNote?: string | null;
  discountRate?: number;
};

export type RawSubmittedOrder = {
  orderToken: string;
  status: string;
  payUrl?: string | null;
  deadline?: number | null;
  requestId?: string | null;
  payable?: number;
};

export type RawOrderLine = {
  superGoodId: string;
  price: number;
  goodCount: number;
  subtotal: number;
  seatLabel?: string | null;
  /** the performance's eventToken (the sandbox and Damai name it eventId) */
  eventId?: unknown;
  /** the seat of the venue's map, on a seated line */
  seatId?: unknown;
};

export type RawOrder = {
  orderToken: string;
  status: string;
  projectToken?: unknown;
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

export type RawAccount = {
  userName?: string | null;
  userEmail?: string | null;
  userToken?: string | null;
  userTel?: string | null;
  userAddress?: string | null;
  userLevel?: number | null;
  levelName?: string | null;
  idCardMasked?: string | null;
  points?: number;
  growth?: number;
  payPasswordSet?: boolean;
  pointsAccountOpened?: boolean;
};

export type RawCoupon = {
  couponId: number;
  couponCode: string;
  name: string;
  amount?: number | null;
  discount?: number | null;
  minSpend?: number | null;
  validFrom: number;
  validTo: number;
  status: number;
  expired?: boolean;
};

export type RawPointRecord = { recordId: number; amount: number; balance: number; reason: string; createdAt: number };

export type RawMedal = { medalId: number; name: string; description: string; icon: string; awardedAt: number };

export type RawCaptcha = { userToken: string; code: string; captchaImg?: string };

export type RawLogin = { token: string; expiresAt?: number | null; userToken?: string | null };
