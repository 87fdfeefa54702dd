import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { cookieContext, newHandoff, newSession, readSession, writeHandoff, writeSession } from '@/lib/auth/session';
import { splitLocale } from '@/lib/i18n/routing';
import { getMember } from '@/lib/ticketing/account';
import { displayName, type Member } from '@/lib/ticketing/types';

/** Long enough for the ticketing API to answer; a link that cannot be checked is simply dropped. */
const CHECK_BUDGET_MS = 8_000;

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

/**
 * A page opened with `?token=` (a link from the theatre's app, spec section 4): the token is
 * exchanged here, on the server, for the session cookie, and the browser is sent to the same
 * address without it, so the token never reaches the page's scripts, history or Referer. A token
 * the ticketing API does not know is dropped. When another member is logged in in this browser,
 * nothing is switched: the hand-off waits (an encrypted cookie, 10 minutes) for the visitor to
 * choose which account to keep (components/member/AccountSwitch.tsx), so a link cannot log a
 * member into someone else's account unawares (login CSRF).
 */
export async function exchangeHandoff(request: NextRequest): Promise<NextResponse> {
  const target = request.nextUrl.clone();
  const token = target.searchParams.get('token') ?? '';
  target.searchParams.delete('token');
  const response = NextResponse.redirect(target, 303);
  response.headers.set('Cache-Control', 'private, no-store');
  if (!token || token.length > 512) return response;

  const context = cookieContext(request);
  const current = readSession(request.cookies);
  if (current?.token === token) return response;
  const offered = await memberOf(token, request);
  if (!offered) return response;
  if (!current || current.member === offered.userToken) {
    writeSession(response.cookies, context, newSession(token, offered.userToken));
    writeHandoff(response.cookies, context, null);
    return response;
  }
  const currentMember = await memberOf(current.token, request);
  writeHandoff(
    response.cookies,
    context,
    newHandoff(token, offered.userToken, displayName(offered), currentMember ? displayName(currentMember) : ''),
  );
  return response;
}
