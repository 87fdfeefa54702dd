/** A map bounded in bytes and entries; the least recently used go first. */
export class MemoryLru<V = unknown> {
  constructor(limits: { maxBytes: number; maxEntries: number });
  readonly maxBytes: number;
  readonly maxEntries: number;
  readonly bytes: number;
  readonly size: number;
  get(key: string): V | undefined;
  peek(key: string): V | undefined;
  set(key: string, value: V, size: number): void;
  delete(key: string): void;
}
