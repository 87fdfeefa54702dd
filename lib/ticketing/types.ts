/**
 * The site's own types of ticketing data: what lib/ticketing reshapes the ticketing API's answers
 * into, and all that components, routes and other lib folders see of it. (The API's own shapes,
 * `eventVoList` and the like, stay inside lib/ticketing.) Safe to import anywhere, browser included.
 */
import type { Locale } from '@/lib/i18n/routing';

// --- shows and performances -------------------------------------------------------------------

export type ShowPrice = {
  priceId: number;
  /** yuan */
  price: number;
  /** tickets of this price still on sale (never negative) */
  left: number;
  /** a non-profit (public interest) price: at most a few per order */
  nonProfit: boolean;
  /** what the cart takes for a non-seat ticket of this price */
  superGoodId: string;
};

export type Performance = {
  eventToken: string;
  /** millisecond timestamp */
  showTime: number;
  prices: ShowPrice[];
  discounts: { id: number; name: string }[];
  /** when this performance's tickets go on sale (epoch ms) if it has a time of its own; null: the show's */
  onSaleAt: number | null;
};

export type Show = {
  projectToken: string;
  name: string;
  venue: string;
  siteId: string | null;
  siteVersionId: string | null;
  seated: boolean;
  typeId: number | null;
  typeName: string;
  /** non-profit tickets one order may hold */
  nonProfitLimit: number;
  performances: Performance[];
  /** when the show's tickets go on sale (epoch ms); null: on sale (lib/shows/on-sale.ts) */
  onSaleAt: number | null;
  /**
   * from when the show's waiting room takes visitors into its pre-queue (epoch ms): set by the
   * site, not the API, when an operator scheduled the show's on-sale (lib/platform/waiting-room/schedule.ts)
   */
  queueFrom?: number;
};

export type ShowType = { id: number; name: string };

/** A day of the calendar with performances. */
export type CalendarDay = { date: string; day: number; projectTokens: string[]; eventTokens: string[] };

/** The next day with a performance (`date` is YYYY-MM-DD in the theatre's time zone). */
export type NearestDate = { date: string; time: number; projectTokens: string[] };

/** What to do after choosing a performance. */
export type NextStepAnswer = 'chooseSeat' | 'addToCart' | 'ended';

// --- seats ------------------------------------------------------------------------------------

export type SeatGood = {
  superGoodId: string;
  priceId: number;
  price: number;
  nonProfit: boolean;
  status: 'available' | 'locked' | 'sold';
};

/** A place of the venue's seat map. */
export type SeatPlace = {
  seatId: string;
  row: number | string;
  number: number | string;
  x: number;
  y: number;
  zone: string;
  label: string;
};

/** What the venue's map says about a seat (every field false or null where it says nothing). */
export type SeatFeatures = {
  wheelchair: boolean;
  /** a companion seat: the seatId of the wheelchair space it is sold with */
  companionOf: string | null;
  /** a restricted view, with its reason when the map gives one */
  restrictedView: { reason: string | null } | null;
  aisle: boolean;
  stepFree: boolean;
  /** the view from the seat, a file of the image service */
  viewImage: string | null;
};

export type Seat = SeatPlace & {
  /** the seat's ticket, or null when the seat is not on sale for this performance */
  good: SeatGood | null;
  features: SeatFeatures;
};

export type Rect = { x: number; y: number; width: number; height: number };

/** A performance's seat map: the venue's layout with each seat's ticket. */
export type SeatMap = {
  eventToken: string;
  siteId: string;
  width: number;
  height: number;
  stage: Rect & { label: string };
  aisles: Rect[];
  zones: { zone: string; zoneName: string }[];
  seats: Seat[];
};

// --- cart and checkout ------------------------------------------------------------------------

/** What the cart calls take: one performance's good (a price, or a seat) and how many. */
export type CartItemRequest = { eventId: string; superGoodId: string; goodCount: number };

/** One line of the cart. */
export type CartItem = CartItemRequest & {
  projectToken: string;
  projectName: string;
  siteName: string;
  showTime: number;
  priceId: number | null;
  price: number;
  subtotal: number;
  publicInterest: boolean;
  realName: boolean;
  seated: boolean;
  seatLabel: string | null;
  ended: boolean;
  /** enough stock (or the seat still free) and not ended */
  available: boolean;
  /**
   * The language of its names (show, venue, seat) when they may not be the page's: the ticketing
   * API names things in the language it is asked in (langType), and a guest's seats keep the names
   * of the page they were chosen on (lib/cart/guest-cart.ts). Unset: the page's language.
   */
  lang?: Locale;
};

export type Viewer = { name: string; idCard: string; eventId?: string };

export type CheckoutOptions = {
  couponCode?: string | null;
  discountCode?: string | null;
  useDeductionPoint?: number | null;
  payGateway?: string | null;
  viewers?: Viewer[];
};

/** The priced cart: every line, each discount, and what is left to pay. Money in yuan. */
export type Quote = {
  lines: CartItem[];
  total: number;
  ticketCount: number;
  publicInterestCount: number;
  realNameRequired: boolean;
  couponCode: string | null;
  couponDiscount: number;
  discountCode: string | null;
  discountCodeDiscount: number;
  pointsUsed: number;
  pointsDeduction: number;
  availablePoints: number;
  pointsAccountOpened: boolean;
  maxDeductionPoint: number;
  payGateway: string | null;
  gatewayDiscount: number;
  unionPayNote: string;
  payable: number;
};

export type Gateway = {
  id: string;
  code: string;
  name: string;
  icon: string | null;
  discountNote: string | null;
  discountRate: number;
};

export type SubmittedOrder = {
  orderToken: string;
  status: string;
  payUrl: string | null;
  deadline: number | null;
  requestId: string | null;
  payable: number;
};

// --- orders -----------------------------------------------------------------------------------

export type OrderStatus = 'created' | 'success' | 'cancelled' | 'waitingSeat' | 'abolished';

export type OrderLine = {
  key: string;
  price: number;
  count: number;
  subtotal: number;
  seatLabel: string | null;
  /** the performance, where the API names it */
  eventToken: string | null;
  /** the seat of the venue's map, on a seated line the API names it for */
  seatId: string | null;
  /** what the venue's map says about the seat; null when not a seat or not known */
  features: SeatFeatures | null;
};

export type Order = {
  orderToken: string;
  status: OrderStatus;
  /** the show, where the API names it */
  projectToken: string | null;
  createdAt: number;
  deadline: number | null;
  projectName: string;
  siteName: string;
  showTime: number | null;
  ticketCount: number;
  total: number;
  payable: number;
  /** the payment page: a root-relative path or an http(s) URL, nothing else */
  payUrl: string | null;
  payGatewayName: string;
  couponDiscount: number;
  discountCodeDiscount: number;
  pointsDeduction: number;
  lines: OrderLine[];
};

export type Page<T> = { items: T[]; totalPage: number };

// --- the member's account ---------------------------------------------------------------------

/** The logged-in member: the card (spec section 3) and the account's details. */
export type Member = {
  userName: string;
  userEmail: string;
  /** the card number; present for a logged-in member */
  userToken: string;
  userTel: string;
  userAddress: string;
  userLevel: number;
  levelName: string;
  idCardMasked: string;
  points: number;
  growth: number;
  payPasswordSet: boolean;
  pointsAccountOpened: boolean;
};

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

export type PointRecord = { id: number; amount: number; balance: number; reason: string; createdAt: number };
export type PointPage = Page<PointRecord> & { balance: number };

export type Medal = { id: number; name: string; description: string; icon: string; awardedAt: number };

/** A points redemption or points account opening is confirmed by the pin (1) or an SMS code (2). */
export type PinCheck =
  { validateType: 1; payPassword: string } | { validateType: 2; mobileNumber: string; payVerifyCode: string };

export type PersonalInfoInput = { userName: string; userTel: string; userAddress: string };

// --- member auth ------------------------------------------------------------------------------

export type Captcha = { token: string; image: string };

/** A captcha check's answer: right, or wrong with the next captcha (a checked-wrong one is spent). */
export type CaptchaCheck = { valid: true } | { valid: false; message: string; next: Captcha | null };

/** The name on the card: userName, else userEmail, else userTel. */
export function displayName(member: Pick<Member, 'userName' | 'userEmail' | 'userTel'>): string {
  return member.userName || member.userEmail || member.userTel;
}
