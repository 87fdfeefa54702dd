import { availabilityAnswer } from '@/lib/availability/answer';
import { seatAvailability, seatsEdgeKey } from '@/lib/availability/readers';

/**
 * GET /api/availability/<locale>/seats/<eventToken>: a performance's seat map and each seat's state,
 * the same for every visitor (the seat map polls it), shared for about a second (lib/availability).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; eventToken: string }> }) {
  const { locale, eventToken } = await params;
  return availabilityAnswer(locale, eventToken, seatsEdgeKey, seatAvailability);
}
