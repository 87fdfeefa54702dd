import { TicketingError } from '@/lib/ticketing/errors';

/** The server's own words when it refused; the general message when it could not be reached. */
export function remoteErrorText(error: unknown, general: string): string {
  if (error instanceof TicketingError && error.code !== 0 && error.httpStatus < 500) return error.message;
  return general;
}
