import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { cookieContext } from '@/lib/platform/http/cookie-context';
import {
  hasSessionCookie,
  readHandoff,
  readSession,
  writeHandoff,
  writeSession,
  type Handoff,
  type Session,
} from '@/lib/auth/session';
import { config } from '@/lib/platform/config/config';
import { errorFields, logger, observeOperation } from '@/lib/platform/observability/site-events';
import { readBodyCapped } from '@/lib/platform/http/read-body';
import { defaultLocale, isLocale } from '@/lib/i18n/routing';
import { limitAddress } from '@/lib/platform/throttle/client-address';
import { knownAccounts, rememberAccounts } from '@/lib/auth/known-device';
import { ThrottledError } from '@/lib/platform/throttle/limits';
import { TicketingError, type ErrorAnswer } from '@/lib/ticketing/errors';
import { holdOperation } from '@/lib/queue/gate';
import type { Context, Operation, Tries } from './define';
import { operations } from './operations';
import { reserveTries } from './tries';

/** How long one operation may take in all, every ticketing call in it included. */
export const OPERATION_BUDGET_MS = 12_000;
const MAX_BODY_BYTES = 64 * 1024;

function answer(status: number, body: unknown, headers: Record<string, string> = {}): NextResponse {
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'private, no-store', ...headers } });
}

const failure = (status: number, error: ErrorAnswer['error'], headers?: Record<string, string>) =>
  answer(status, { error } satisfies ErrorAnswer, headers);

/**
 * A state-changing request from a page of this site: the browser's Origin names this host (a page
 * elsewhere cannot make a browser lie about it), and it is not marked cross-site.
 */
function fromThisSite(request: NextRequest): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return false;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  const hosts = [request.headers.get('host'), request.nextUrl.host, new URL(config().SITE_URL).host];
  return hosts.includes(host);
}

async function readInput(request: NextRequest): Promise<unknown> {
  const body = await readBodyCapped(request, MAX_BODY_BYTES);
  if (body === null) throw new RangeError('too large');
  const text = body.toString('utf8');
  return text ? (JSON.parse(text) as unknown) : {};
}

/** The TicketingError's answer to the browser: the API's refusal in its words, an outage without them. */
function ticketingFailure(
  error: TicketingError,
  op: Operation,
  session: Session | null,
): { status: number; body: ErrorAnswer['error'] } {
  if (error.isUnauthorized && op.access !== 'none') {
    return { status: 401, body: { code: 401, message: 'Unauthorized', sessionEnded: session !== null } };
  }
  if (error.code === 0) {
    const timedOut = /timed out/.test(error.message);
    return { status: timedOut ? 504 : 502, body: { code: 0, message: '', retryable: !timedOut } };
  }
  if (error.httpStatus >= 500 || error.code >= 500) return { status: 502, body: { code: error.code, message: '' } };
  const status =
    error.httpStatus >= 400 && error.httpStatus < 500 && error.httpStatus !== 401
      ? error.httpStatus
      : error.code >= 400 && error.code < 500 && error.code !== 401
        ? error.code
        : 422;
  return { status, body: { code: error.code, message: error.message } };
}

/**
 * POST /api/ticketing/<name>: the site's own door to the ticketing API for the browser (a
 * backend-for-frontend). Checks the caller's origin, reads the session cookie and adds the member's
 * token, validates the input, applies the limits, runs the operation within its time budget, and
 * answers the site's own types as `{data}` or `{error}`, never cached.
 */
export function handleOperation(request: NextRequest, name: string): Promise<Response> {
  return observeOperation(Object.hasOwn(operations, name) ? name : 'unknown', () => answerOperation(request, name));
}

async function answerOperation(request: NextRequest, name: string): Promise<Response> {
  const op = Object.hasOwn(operations, name)
    ? (operations[name as keyof typeof operations] as unknown as Operation)
    : undefined;
  if (!op) return failure(404, { code: 404, message: 'Unknown operation' });
  if (!fromThisSite(request)) return failure(403, { code: 403, message: 'Cross-site request refused' });

  let raw: unknown;
  try {
    raw = await readInput(request);
  } catch (error) {
    return failure(error instanceof RangeError ? 413 : 400, { code: 400, message: 'Malformed request' });
  }
  const parsed = op.input.safeParse(raw);
  if (!parsed.success) return failure(400, { code: 400, message: z.prettifyError(parsed.error) });
  const input = parsed.data;

  const localeParam = request.nextUrl.searchParams.get('locale');
  const locale = isLocale(localeParam) ? localeParam : defaultLocale;
  const now = Date.now();
  const session = op.access === 'none' ? null : readSession(request.cookies, now);
  const context: Context & { failed: boolean; cookieOps: ((response: NextResponse) => void)[] } = {
    locale,
    session,
    address: limitAddress(request.headers),
    signal: AbortSignal.any([request.signal, AbortSignal.timeout(OPERATION_BUDGET_MS)]),
    cookieContext: cookieContext(request),
    handoff: op.access === 'none' ? null : readHandoff(request.cookies, now),
    failed: false,
    cookieOps: [],
    setSession: (next) =>
      context.cookieOps.push((response) => writeSession(response.cookies, context.cookieContext, next)),
    setHandoff: (next: Handoff | null) =>
      context.cookieOps.push((response) => writeHandoff(response.cookies, context.cookieContext, next)),
    markFailed: () => {
      context.failed = true;
    },
    reserveTries: (rules, more) => reserveTries(rules, more, context, knownAccounts(request.cookies)),
    rememberDevice: (keys) =>
      context.cookieOps.push((response) =>
        rememberAccounts(response.cookies, context.cookieContext, knownAccounts(request.cookies), keys),
      ),
  };
  const finish = (response: NextResponse) => {
    for (const op of context.cookieOps) op(response);
    return response;
  };

  if (op.access === 'member' && !session) {
    const ended = hasSessionCookie(request.cookies);
    if (ended) context.setSession(null);
    return finish(failure(401, { code: 401, message: 'Unauthorized', sessionEnded: ended }));
  }
  // the buying calls wait their turn when a waiting room stands in front of them
  const inLine = await holdOperation(request, name, input, context.cookieOps);
  if (inLine) return inLine;

  let tries: Tries;
  try {
    tries = await reserveTries(op.limits ?? [], input, context, knownAccounts(request.cookies));
  } catch (error) {
    if (!(error instanceof ThrottledError)) throw error;
    return failure(
      429,
      { code: 429, message: 'Too many attempts', retryAfter: error.retryAfterSeconds },
      { 'Retry-After': String(error.retryAfterSeconds) },
    );
  }

  try {
    const data = await op.run(input, context);
    await tries.settle(context.failed ? 'failure' : 'success');
    return finish(answer(200, { data }));
  } catch (error) {
    if (error instanceof ThrottledError) {
      // a count the operation reserved on its way (the login's per-account ones) is spent
      await tries.settle(context.failed ? 'failure' : 'not-a-guess');
      return failure(
        429,
        { code: 429, message: 'Too many attempts', retryAfter: error.retryAfterSeconds },
        { 'Retry-After': String(error.retryAfterSeconds) },
      );
    }
    if (!(error instanceof TicketingError)) {
      // a browser that went away (a cancelled query) gets no answer and is nothing wrong here
      if (!request.signal.aborted)
        logger.error('ticketing operation failed', { operation: name, ...errorFields(error, { stack: true }) });
      await tries.settle('not-a-guess');
      return failure(500, { code: 500, message: '' });
    }
    const wrongGuess = error.isRefusal || (error.isUnauthorized && op.access === 'none');
    await tries.settle(wrongGuess ? 'failure' : 'not-a-guess');
    const { status, body } = ticketingFailure(error, op, session);
    if (status === 401) context.setSession(null);
    return finish(failure(status, body));
  }
}
