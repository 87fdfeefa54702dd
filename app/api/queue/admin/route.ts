import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { readBodyCapped } from '@/lib/platform/http/read-body';
import {
  AdminError,
  adminToken,
  isOperator,
  roomsReport,
  switchRoom,
  switchSchema,
} from '@/lib/platform/waiting-room/admin';

const noStore = { 'Cache-Control': 'private, no-store' };

/** Closed (404) without WAITING_ROOM_ADMIN_TOKEN; 401 without the right bearer token. */
function refused(request: NextRequest): NextResponse | null {
  if (!adminToken()) return NextResponse.json({ error: 'Not found' }, { status: 404, headers: noStore });
  if (!isOperator(request.headers.get('authorization')))
    return NextResponse.json(
      { error: 'Unauthorized' },
      { status: 401, headers: { ...noStore, 'WWW-Authenticate': 'Bearer' } },
    );
  return null;
}

/**
 * The operators' switch of the waiting room (docs/waiting-room.md; scripts/waiting-room.mjs calls
 * it): `GET` says what every room is doing (mode, rate, numbers issued and let in, the API's
 * health as this instance sees it); `POST {"scope": "all" | "show:<projectToken>", "mode": "on" |
 * "off" | "auto", "rate"?: visitors a minute, "tickMs"?}` switches one, `{"scope", "reset": true}`
 * gives it back to the environment's setting. Bearer WAITING_ROOM_ADMIN_TOKEN.
 */
export async function GET(request: NextRequest) {
  return refused(request) ?? NextResponse.json(await roomsReport(), { headers: noStore });
}

export async function POST(request: NextRequest) {
  const refusal = refused(request);
  if (refusal) return refusal;
  const raw = await readBodyCapped(request, 4096);
  let body: unknown;
  try {
    body = raw ? JSON.parse(raw.toString('utf8')) : null;
  } catch {
    body = null;
  }
  const parsed = switchSchema.safeParse(body);
  if (!parsed.success)
    return NextResponse.json({ error: z.prettifyError(parsed.error) }, { status: 400, headers: noStore });
  try {
    await switchRoom(parsed.data);
  } catch (error) {
    if (error instanceof AdminError)
      return NextResponse.json({ error: error.message }, { status: 400, headers: noStore });
    return NextResponse.json({ error: 'The waiting room store did not answer' }, { status: 503, headers: noStore });
  }
  return NextResponse.json(await roomsReport(), { headers: noStore });
}
