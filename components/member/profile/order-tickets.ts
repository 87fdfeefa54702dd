import type { Order, SeatFeatures } from '@/lib/ticketing/types';

export type EntryTicket = {
  /** the entry code the QR carries: the order's token and the ticket's number in it, as the box office looks it up */
  code: string;
  /** 1-based, across the order */
  number: number;
  seatLabel: string | null;
  /** the performance, where the order's line names it */
  eventToken: string | null;
  /** what the venue's map says about the seat (a wheelchair space...), where known */
  features: SeatFeatures | null;
  price: number;
};

/** Orders whose tickets can be shown for entry: paid (seats to be assigned still get in by the order). */
export function hasEntryTickets(order: Pick<Order, 'status'>): boolean {
  return order.status === 'success' || order.status === 'waitingSeat';
}

/** One ticket per seat, or per counted non-seat ticket, each with its entry code. */
export function entryTickets(order: Pick<Order, 'orderToken' | 'lines'>): EntryTicket[] {
  const tickets: EntryTicket[] = [];
  for (const line of order.lines) {
    for (let i = 0; i < Math.max(1, line.count); i++) {
      const number = tickets.length + 1;
      tickets.push({
        code: `${order.orderToken}-${number}`,
        number,
        seatLabel: line.seatLabel,
        eventToken: line.eventToken,
        features: line.features,
        price: line.price,
      });
    }
  }
  return tickets;
}
