/**
 * A map bounded in bytes and in entries: past either bound, the least recently used entries go.
 * An entry larger than the whole byte budget is not kept at all.
 */
export class MemoryLru {
  /** @param {{ maxBytes: number, maxEntries: number }} limits */
  constructor({ maxBytes, maxEntries }) {
    this.maxBytes = maxBytes;
    this.maxEntries = maxEntries;
    /** @type {Map<string, { value: unknown, size: number }>} in order of use, oldest first */
    this.entries = new Map();
    this.bytes = 0;
  }

  get(key) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The value kept for `key`, without counting it as a use. */
  peek(key) {
    return this.entries.get(key)?.value;
  }

  set(key, value, size) {
    this.delete(key);
    if (size > this.maxBytes || this.maxEntries === 0) return;
    this.entries.set(key, { value, size });
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.delete(oldest);
    }
  }

  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  get size() {
    return this.entries.size;
  }
}
