/** Records that `tags` changed (see tag-clock.mjs); with Redis, throws RedisUnavailable when Redis does not have it. */
export function expireTags(tags: string[], options?: { staleFor?: number }): Promise<void>;
export function expiryOf(tags: string[]): number;
export function stalenessOf(tags: string[]): number;
export function followTags(): void;
export function settledTags(): Promise<void>;
export function keepTagsIn(file: string): void;
export const POLL_MS: number;
