import { endpointOf } from './backend-calls';
import { errorFields, logger } from './log.mjs';
import {
  countOperation,
  countRoomAdmission,
  countRoomNumber,
  countStaleAnswer,
  countThrottle,
  countWebhookFailure,
  operationsInFlight,
} from './metrics.mjs';

/**
 * The notable events of the site's own code, each a metric and (where someone should know) a log
 * line: one call where it happens.
 */

/** A limit checked (lib/platform/throttle/limits.ts): allowed, or throttled for `retryAfterSeconds`. */
export function throttleDecision(rule: string, retryAfterSeconds: number | null): void {
  countThrottle(rule, retryAfterSeconds === null ? 'allowed' : 'throttled');
  // the account or address counted is never logged (it is personal data; the store keeps a hash)
  if (retryAfterSeconds !== null) logger.warn('throttled', { rule, retry_after_s: retryAfterSeconds });
}

/** A newcomer at a waiting room's line (lib/platform/waiting-room/line.ts): given a number, or refused one (their address's share spent). */
export function roomNumber(room: string, outcome: 'issued' | 'refused'): void {
  countRoomNumber(room, outcome);
}

/**
 * A visitor at a waiting room: let in (their turn came; a purchase in progress when the room
 * opened; the line could not be read, fail open), or their pass revoked (used by more than one buyer).
 */
export function roomAdmission(room: string, how: 'turn' | 'inside' | 'fail_open' | 'revoked'): void {
  countRoomAdmission(room, how);
}

/** One ticketing operation (lib/bff/server/handler.ts), in flight until it answers. */
export async function observeOperation(operation: string, run: () => Promise<Response>): Promise<Response> {
  operationsInFlight(operation, 1);
  let status = 500;
  try {
    const response = await run();
    status = response.status;
    return response;
  } finally {
    operationsInFlight(operation, -1);
    countOperation(operation, status);
  }
}

/** The webhook could not do its work; it answers 503 and the content system sends the change again. */
export function webhookFailed(
  reason: 'tags_not_recorded' | 'edge_not_purged' | 'path_not_resolved',
  error: unknown,
): void {
  countWebhookFailure(reason);
  logger.warn('webhook failed', { reason, ...errorFields(error) });
}

/** A content read answered from its last good copy while the backend failed (lib/cms/transport.ts). */
export function staleAnswerServed(url: string, error: Error): void {
  countStaleAnswer();
  const path = new URL(url).pathname.replace(/^\/(?:en\/)?jsonapi/, '');
  logger.warn('stale content served', { endpoint: endpointOf(path), reason: error.message });
}

export { errorFields, logger };
