/* eslint-disable @typescript-eslint/no-explicit-any */
import type { RouteEntry } from './entry-codec.mjs';

export function diskFolderOf(serverDistDir: string): string;
/** Next's `cacheHandler` (see route-cache-handler.mjs). */
export default class RouteCacheHandler {
  constructor(ctx: { serverDistDir?: string; [key: string]: unknown });
  get(
    key: string,
    ctx: { kind: string; isFallback?: boolean; isRoutePPREnabled?: boolean },
  ): Promise<RouteEntry | null>;
  set(key: string, data: any, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
