/**
 * A failed ticketing call: `code` is the API's own code (or the HTTP status when it sent none; 0
 * when the API could not be reached or took too long). The same class reaches the browser: the
 * site's ticketing routes answer with the code, the status and the API's message, and the browser
 * client rebuilds it (lib/bff/client/client.ts), with `retryAfter` when the site's limits answered 429.
 */
export class TicketingError extends Error {
  readonly code: number;
  readonly httpStatus: number;
  /** seconds to wait, when the site's throttling refused the call */
  readonly retryAfter: number | null;

  constructor(
    message: string,
    options: { code: number; httpStatus: number; retryAfter?: number | null; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.name = 'TicketingError';
    this.code = options.code;
    this.httpStatus = options.httpStatus;
    this.retryAfter = options.retryAfter ?? null;
  }

  get isUnauthorized(): boolean {
    return this.httpStatus === 401 || this.code === 401;
  }

  get isThrottled(): boolean {
    return this.httpStatus === 429;
  }

  /** The API refused (its own words are in `message`), as opposed to failing or being unreachable. */
  get isRefusal(): boolean {
    return this.code !== 0 && this.httpStatus > 0 && this.httpStatus < 500 && !this.isUnauthorized && !this.isThrottled;
  }
}

/** The ticketing API's own words when it refused; null when it failed or could not be reached. */
export function refusalOf(error: unknown): string | null {
  return error instanceof TicketingError && error.isRefusal ? error.message : null;
}

/**
 * The site refused a write the ticketing API would refuse too, before asking it: a companion seat
 * without the wheelchair space it is sold with (`space`: that space's seatId). Its message is in the
 * request's language; it reaches the browser as the API's own refusals do (422 and the words).
 */
export class CompanionSeatError extends TicketingError {
  readonly space: string;

  constructor(message: string, space: string) {
    super(message, { code: 422, httpStatus: 422 });
    this.name = 'CompanionSeatError';
    this.space = space;
  }
}

/**
 * How the site's ticketing routes (the operations, lib/bff/server/handler.ts, and the shared
 * availability reads, lib/availability/answer.ts) answer a failure; the browser client turns it back
 * into a TicketingError.
 */
export type ErrorAnswer = {
  error: { code: number; message: string; retryAfter?: number; sessionEnded?: boolean; retryable?: boolean };
};
