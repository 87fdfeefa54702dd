/** A failed ticketing call: `code` is the API's own code (or the HTTP status when it sent none). */
export class TicketingError extends Error {
  readonly code: number;
  readonly httpStatus: number;

  constructor(message: string, options: { code: number; httpStatus: number; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'TicketingError';
    this.code = options.code;
    this.httpStatus = options.httpStatus;
  }

  get isUnauthorized(): boolean {
    return this.httpStatus === 401 || this.code === 401;
  }
}
