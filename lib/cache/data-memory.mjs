/**
 * Each process's memory for data: `'use cache'` entries (data-cache-handler.mjs) and the last
 * good content answers (answers.mjs), together bounded by DATA_CACHE_MEMORY_MB.
 */
import { MemoryLru } from './memory-lru.mjs';
import { cacheSettings, megabytes } from './settings.mjs';

const STATE = Symbol.for('theatre.cache.data');

export function dataMemory() {
  globalThis[STATE] ??= new MemoryLru({
    maxBytes: megabytes(cacheSettings().DATA_CACHE_MEMORY_MB),
    maxEntries: 50_000,
  });
  return globalThis[STATE];
}
