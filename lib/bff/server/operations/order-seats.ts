import 'server-only';
import { seatAvailability } from '@/lib/availability/readers';
import type { Locale } from '@/lib/i18n/routing';
import { TicketingError } from '@/lib/ticketing/errors';
import type { Order, SeatFeatures } from '@/lib/ticketing/types';

/**
 * An order's seats with what the venue's map says about them (a wheelchair space, a companion
 * seat...), as the seat map shows them: the order names each line's performance and seat, and the
 * performance's map (the shared seat reads) has the features. A line without them, or a map that
 * cannot be read, keeps none: its ticket shows no badge.
 */
export async function withSeatFeatures(order: Order, locale: Locale): Promise<Order> {
  const events = [...new Set(order.lines.flatMap((line) => (line.eventToken && line.seatId ? [line.eventToken] : [])))];
  const features = new Map<string, SeatFeatures>();
  await Promise.all(
    events.map(async (eventToken) => {
      try {
        for (const seat of (await seatAvailability(eventToken, locale)).seats)
          features.set(`${eventToken}/${seat.seatId}`, seat.features);
      } catch (error) {
        if (!(error instanceof TicketingError)) throw error;
      }
    }),
  );
  return {
    ...order,
    lines: order.lines.map((line) => ({
      ...line,
      features: (line.seatId && features.get(`${line.eventToken}/${line.seatId}`)) || null,
    })),
  };
}
