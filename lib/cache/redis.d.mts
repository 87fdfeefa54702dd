import type { RedisClientType } from '@redis/client';

export const COMMAND_TIMEOUT_MS: number;
export const BREAK_MS: number;
export class RedisUnavailable extends Error {}
/** The process's one Redis client (null without REDIS_URL), reconnecting by itself. */
export function sharedRedis(): RedisClientType | null;
export function redisConfigured(): boolean;
export function redisCall<T>(
  command: (client: RedisClientType) => Promise<T>,
  options?: { binary?: boolean; group?: string },
): Promise<T>;
export function subscribe(channel: string, onMessage: (message: string) => void, onReady: () => void): void;
export function closeRedis(): Promise<void>;
