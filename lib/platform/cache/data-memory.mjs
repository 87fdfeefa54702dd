// @ts-check
/**
 * Each process's memory for data: `'use cache'` entries (data-cache-handler.mjs) and the last
 * good content answers (answers.mjs), together bounded by DATA_CACHE_MEMORY_MB.
 */
import { MemoryLru } from './memory-lru.mjs';
import { cacheSettings, megabytes } from '../config/cache-settings.mjs';

const STATE = Symbol.for('theatre.cache.data');

/** `globalThis`, seen as the holder of the one memory per process */
const shared = /** @type {{ [STATE]?: MemoryLru }} */ (globalThis);

/**
 * Each process's memory for `'use cache'` entries and the last good content answers.
 * @returns {MemoryLru}
 */
export function dataMemory() {
  return (shared[STATE] ??= new MemoryLru({
    maxBytes: megabytes(cacheSettings().DATA_CACHE_MEMORY_MB),
    maxEntries: 50_000,
  }));
}
