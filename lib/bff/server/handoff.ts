import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { cookieContext } from '@/lib/platform/http/cookie-context';
import { newHandoff, newSession, readHandoff, readSession, writeHandoff, writeSession } from '@/lib/auth/session';
import { splitLocale } from '@/lib/i18n/routing';
import { limitAddress } from '@/lib/platform/throttle/client-address';
import { reserve, ThrottledError } from '@/lib/platform/throttle/limits';
import { LIMITS } from '@/lib/platform/throttle/rules';
import { getMember } from '@/lib/ticketing/account';
import { displayName, type Member } from '@/lib/ticketing/types';

/** Long enough for the ticketing API to answer; a link that cannot be checked is simply dropped. */
const CHECK_BUDGET_MS = 8_000;
const MAX_TOKEN_LENGTH = 512;

async function memberOf(token: string, request: NextRequest): Promise<Member | null> {
  try {
    const member = await getMember(
      token,
      splitLocale(request.nextUrl.pathname).locale,
      AbortSignal.timeout(CHECK_BUDGET_MS),
    );
    return member.userToken ? member : null;
  } catch {
    return null;
  }
}

/** One look-up more for this address, or false when its hand-offs are spent (LIMITS.handoffPerAddress). */
async function mayLookUp(request: NextRequest): Promise<boolean> {
  try {
    await reserve([{ limit: LIMITS.handoffPerAddress, key: limitAddress(request.headers) }]);
    return true;
  } catch (error) {
    if (error instanceof ThrottledError) return false;
    throw error;
  }
}

/**
 * A page opened with `?token=` (a link from the theatre's app, spec section 4). The browser is
 * sent to the same address without it at once, so the token never reaches the page's scripts,
 * history or Referer. A link never logs anyone in by itself (login CSRF: a stranger's link would
 * otherwise put the visitor in the stranger's account, where they would type their name and ID
 * card): the token is looked up once, here, and waits in an encrypted cookie (10 minutes) with the
 * name of the member it belongs to, and the page asks the visitor whether to continue as that
 * member or stay as they are (components/member/AccountSwitch.tsx; their choice is a POST to the
 * site's route, origin checked). Only a link for the member already logged in here is taken as
 * it is (a fresh token for the same account). A token the ticketing API does not know is dropped;
 * look-ups are limited per address, past which links are dropped unread.
 */
export async function exchangeHandoff(request: NextRequest): Promise<NextResponse> {
  const target = request.nextUrl.clone();
  const token = target.searchParams.get('token') ?? '';
  target.searchParams.delete('token');
  const response = NextResponse.redirect(target, 303);
  response.headers.set('Cache-Control', 'private, no-store');
  if (!token || token.length > MAX_TOKEN_LENGTH) return response;

  const context = cookieContext(request);
  const current = readSession(request.cookies);
  if (current?.token === token || readHandoff(request.cookies)?.token === token) return response;
  if (!(await mayLookUp(request))) return response;
  const offered = await memberOf(token, request);
  if (!offered) return response;
  if (current?.member === offered.userToken) {
    writeSession(response.cookies, context, newSession(token, offered.userToken));
    writeHandoff(response.cookies, context, null);
    return response;
  }
  const currentMember = current ? await memberOf(current.token, request) : null;
  writeHandoff(
    response.cookies,
    context,
    newHandoff(token, offered.userToken, displayName(offered), currentMember ? displayName(currentMember) : ''),
  );
  return response;
}
