import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale, isLocale } from '@/lib/i18n/routing';
import { limitAddress } from '@/lib/platform/throttle/client-address';
import { tooManyAnswer, tryOnce } from '@/lib/platform/throttle/limits';
import { LIMITS } from '@/lib/platform/throttle/rules';
import { describeLine } from '@/lib/queue/describe';
import { readVisitor } from '@/lib/platform/waiting-room/visitor';

/**
 * GET /api/queue/status?scope=<room>&to=<page>&locale=: the visitor's place in line (their number
 * from their cookie), as the queue page shows it. Asking changes nothing: the place comes from the
 * number, issued once in arrival order, so asking a thousand times a second is no faster than
 * asking when `pollSeconds` says (the edge also slows such a caller down: ops/varnish/site.vcl).
 */
export async function GET(request: NextRequest) {
  // counted per address, not per cookie (a caller can drop or change its cookies at will)
  const from = limitAddress(request.headers);
  const wait = await tryOnce(LIMITS.queueStatusPerAddress, from);
  if (wait !== null) return tooManyAnswer(wait);
  const params = request.nextUrl.searchParams;
  const asked = params.get('locale');
  const { view } = await describeLine(
    readVisitor(request.cookies),
    params.get('scope'),
    params.get('to'),
    isLocale(asked) ? asked : defaultLocale,
    { join: false, from },
  );
  return NextResponse.json(view, { headers: { 'Cache-Control': 'private, no-store' } });
}
