/** Ticketing shapes of a show (Damai style), as the API answers them. */
export type ShowPrice = {
  priceId: number;
  price: number;
  goodCount: number;
  saleCount: number;
  /** 1: a non-profit (public interest) price */
  publicInterest: number;
  superGoodId: string;
};

export type ShowEvent = {
  eventToken: string;
  projectToken?: string;
  /** millisecond timestamp */
  showTime: number;
  ended?: boolean;
  soldOut?: boolean;
  priceVoList: ShowPrice[];
  discountEventAuthExtendRespVos?: { discountId: number; discountName: string }[];
};

export type TicketingProject = {
  projectToken: string;
  projectName: string;
  siteName: string;
  siteId?: string;
  siteVersionId?: string;
  /** 1 seated, anything else non-seat */
  seatType: number;
  projectTypeName: string;
  projectTypeId?: number;
  publicInterestNum: number;
  minPrice?: number;
  ended?: boolean;
  soldOut?: boolean;
  eventVoList: ShowEvent[];
};

export type SelectEventAnswer = { nextStep: 'chooseSeat' | 'addToCart' | 'ended' };

export type CartLine = { eventId: string; superGoodId: string; goodCount: number };
