import type { z } from 'zod';

export const cacheSettingsSchema: z.ZodObject<{
  REDIS_URL: z.ZodType<string | undefined>;
  REDIS_PREFIX: z.ZodType<string>;
  ROUTE_CACHE_MEMORY_MB: z.ZodType<number>;
  ROUTE_CACHE_MEMORY_ENTRIES: z.ZodType<number>;
  ROUTE_CACHE_DISK_MB: z.ZodType<number>;
  ROUTE_CACHE_DISK_ENTRIES: z.ZodType<number>;
  DATA_CACHE_MEMORY_MB: z.ZodType<number>;
  EDGE_PURGE_URLS: z.ZodType<string[]>;
  EDGE_PURGE_SECRET: z.ZodType<string | undefined>;
}>;
export type CacheSettings = z.infer<typeof cacheSettingsSchema>;
export function cacheSettings(): CacheSettings;
export function isBuildPhase(): boolean;
export function megabytes(mb: number): number;
