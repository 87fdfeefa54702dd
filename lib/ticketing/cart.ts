import type { Locale } from '@/lib/i18n/routing';
import { ticketingRequest } from './transport';

export type CartItem = {
  eventId: string;
  superGoodId: string;
  goodCount: number;
  projectName?: string;
  price?: number;
  showTime?: number;
  [key: string]: unknown;
};

/** The cart as a list of items, whatever list shape the API wraps it in. */
export async function fetchCart(token: string, locale: Locale): Promise<CartItem[]> {
  const data = await ticketingRequest<unknown>('/api/cart/queryCartInfo', { token, query: { locale } });
  if (Array.isArray(data)) return data as CartItem[];
  if (data && typeof data === 'object') {
    const d = data as { dataList?: unknown; items?: unknown; lstCartInfo?: unknown };
    const list = d.dataList ?? d.items ?? d.lstCartInfo;
    if (Array.isArray(list)) return list as CartItem[];
  }
  return [];
}
