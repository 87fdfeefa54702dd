import { availabilityAnswer } from '@/lib/availability/answer';
import { showAvailability, showEdgeKey } from '@/lib/availability/readers';

/**
 * GET /api/availability/<locale>/show/<projectToken>: a show's performances, prices and stock, the
 * same for every visitor (the buy box, the quick view), shared for about a second (lib/availability).
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; projectToken: string }> },
) {
  const { locale, projectToken } = await params;
  return availabilityAnswer(locale, projectToken, showEdgeKey, showAvailability);
}
