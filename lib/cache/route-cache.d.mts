/* eslint-disable @typescript-eslint/no-explicit-any */
import type { MemoryLru } from './memory-lru.mjs';
import type { RouteEntry } from './entry-codec.mjs';

type Store = {
  get(key: string): Promise<Buffer | null>;
  set(key: string, bytes: Buffer, ttl?: number): Promise<void>;
  delete(key: string): Promise<void>;
};
export function isNotFound(value: any): boolean;
export function isRedirect(value: any): boolean;
export function isPerRequest(value: any, cacheControl?: RouteEntry['cacheControl']): boolean;
/** The route cache: memory, then disk or Redis, then the build's prerendered pages. */
export class RouteCache {
  constructor(layers: { memory: MemoryLru; store: Store | null; shared: boolean; serverDistDir?: string });
  get(
    key: string,
    ctx: { kind: string; isFallback?: boolean; isRoutePPREnabled?: boolean },
  ): Promise<RouteEntry | null>;
  set(key: string, value: any, ctx?: { cacheControl?: RouteEntry['cacheControl'] }): Promise<void>;
  forget(key: string): Promise<void>;
}
