export const MAX_TTL_SECONDS: number;
/** Bytes in the shared Redis, namespaced by build and kind; down or slow is a miss. */
export class RedisStore {
  constructor(kind: string);
  get(key: string): Promise<Buffer | null>;
  set(key: string, bytes: Buffer, ttlSeconds?: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Whether this build keeps any entry of this kind in Redis. */
  any(): Promise<boolean>;
}
