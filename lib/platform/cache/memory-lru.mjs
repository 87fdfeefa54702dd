// @ts-check
/**
 * A map bounded in bytes and in entries: past either bound, the least recently used entries go.
 * An entry larger than the whole byte budget is not kept at all.
 * @template [V=unknown]
 */
export class MemoryLru {
  /** @param {{ maxBytes: number, maxEntries: number }} limits */
  constructor({ maxBytes, maxEntries }) {
    this.maxBytes = maxBytes;
    this.maxEntries = maxEntries;
    /** @type {Map<string, { value: V, size: number }>} in order of use, oldest first */
    this.entries = new Map();
    this.bytes = 0;
  }

  /**
   * The value kept for `key`, counted as a use.
   * @param {string} key
   * @returns {V | undefined}
   */
  get(key) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * The value kept for `key`, without counting it as a use.
   * @param {string} key
   * @returns {V | undefined}
   */
  peek(key) {
    return this.entries.get(key)?.value;
  }

  /**
   * @param {string} key
   * @param {V} value
   * @param {number} size its bytes, counted against `maxBytes`
   */
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

  /** @param {string} key */
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
