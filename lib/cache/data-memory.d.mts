import type { MemoryLru } from './memory-lru.mjs';

/** Each process's memory for `'use cache'` entries and the last good content answers. */
export function dataMemory(): MemoryLru;
