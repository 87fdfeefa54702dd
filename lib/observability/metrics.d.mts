export type BackendOutcome = 'ok' | 'refused' | 'error' | 'timeout' | 'unreachable' | 'cancelled';

export function collectProcessMetrics(): void;
export function observeRequest(kind: string, method: string, status: number, seconds: number): void;
export function requestsInFlight(kind: string, delta: 1 | -1): void;
export function countRouteCache(result: 'hit' | 'stale' | 'miss'): void;
export function countCacheLookup(cache: string, layer: 'memory' | 'disk' | 'redis', hit: boolean): void;
export function countStaleAnswer(): void;
export function observeBackendCall(
  backend: 'content' | 'ticketing',
  endpoint: string,
  outcome: BackendOutcome,
  seconds: number,
): void;
export function observeRelay(target: string, outcome: BackendOutcome, seconds: number): void;
export function countThrottle(rule: string, decision: 'allowed' | 'throttled'): void;
export function operationsInFlight(operation: string, delta: 1 | -1): void;
export function countOperation(operation: string, status: number): void;
export function countWebhook(outcome: string): void;
export function countWebhookFailure(reason: 'tags_not_recorded' | 'edge_not_purged' | 'path_not_resolved'): void;
export function countTagExpirations(source: 'local' | 'pubsub' | 'sync', count: number): void;
export function countEdgePurge(outcome: 'ok' | 'failed'): void;
export function setRedisUp(connection: string, up: boolean): void;
export function observeRedisCommand(group: string, outcome: 'ok' | 'failed' | 'skipped', seconds: number): void;
export type RoomFigure = {
  room: string;
  mode: 'on' | 'off' | 'auto';
  open: boolean;
  waiting: number | null;
  /** pre-queue tickets taken (rooms with an on-sale time) */
  prequeue?: number | null;
  draw?: { at: number; size: number } | null;
  /** numbers whose turn came, and those of them who reached the buying path */
  admitted?: number | null;
  arrived?: number | null;
};
export const ROOM_FIGURES_TIMEOUT_MS: number;
export function setRoomFigures(source: () => Promise<RoomFigure[]>): void;
export function countRoomNumber(room: string, outcome: 'issued' | 'refused'): void;
export function countRoomAdmission(room: string, how: 'turn' | 'inside' | 'fail_open' | 'revoked'): void;
export function setReadiness(ready: boolean, dependencies: Record<string, boolean>): void;
export function metricsText(): Promise<{ contentType: string; body: string } | null>;
