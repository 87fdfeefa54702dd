import type { Locale } from '@/lib/i18n/routing';
import type { CartItem } from '@/lib/ticketing/types';

/** Cart arithmetic for the screens (the ticketing API prices the order itself at checkout). */

export type CartPerformance = {
  eventId: string;
  showTime: number;
  ended: boolean;
  items: CartItem[];
  tickets: number;
  subtotal: number;
};
export type CartShow = {
  projectToken: string;
  projectName: string;
  siteName: string;
  /** the language of its names, when it may not be the page's (CartItem.lang) */
  lang?: Locale;
  performances: CartPerformance[];
};

/** Items grouped by show, then by performance (date order), in the order shows were first added. */
export function groupCart(items: CartItem[]): CartShow[] {
  const shows = new Map<string, CartShow>();
  for (const item of items) {
    const key = item.projectToken || item.projectName;
    let show = shows.get(key);
    if (!show) {
      show = {
        projectToken: item.projectToken,
        projectName: item.projectName,
        siteName: item.siteName,
        lang: item.lang,
        performances: [],
      };
      shows.set(key, show);
    }
    let performance = show.performances.find((p) => p.eventId === item.eventId);
    if (!performance) {
      performance = {
        eventId: item.eventId,
        showTime: item.showTime,
        ended: item.ended,
        items: [],
        tickets: 0,
        subtotal: 0,
      };
      show.performances.push(performance);
    }
    performance.items.push(item);
    performance.tickets += item.goodCount;
    performance.subtotal = roundYuan(performance.subtotal + item.subtotal);
  }
  for (const show of shows.values()) show.performances.sort((a, b) => a.showTime - b.showTime);
  return [...shows.values()];
}

export type CartTotals = { tickets: number; amount: number; lines: number };

export function cartTotals(items: CartItem[]): CartTotals {
  return {
    lines: items.length,
    tickets: items.reduce((sum, i) => sum + i.goodCount, 0),
    amount: roundYuan(items.reduce((sum, i) => sum + i.price * i.goodCount, 0)),
  };
}

/** Yuan to 2 decimals without floating-point dust (0.1 + 0.2). */
export function roundYuan(amount: number): number {
  return Math.round(amount * 100) / 100;
}
