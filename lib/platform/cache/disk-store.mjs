// @ts-check
/**
 * Bytes on disk under a folder, bounded in bytes and in entries like the memory layer: past
 * either bound, the least recently used files go. One file per key, named by the key's SHA-256
 * (a key is a request path: any length, any characters), in 256 sub-folders. Writes go to a
 * temporary file first and are renamed into place, so a reader never sees half an entry. The
 * index of what is there (size, last use) lives in memory and is rebuilt from the folder at start.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { countCacheLookup } from '../observability/metrics.mjs';

/** @param {string} key @returns {string} */
export const hashKey = (key) => createHash('sha256').update(key).digest('hex');

/** Bytes on disk, bounded in bytes and entries (least recently used go first). */
export class DiskStore {
  /** @param {{ dir: string, maxBytes: number, maxEntries: number }} options */
  constructor({ dir, maxBytes, maxEntries }) {
    this.dir = dir;
    this.maxBytes = maxBytes;
    this.maxEntries = maxEntries;
    /** @type {Map<string, number>} file name -> size, in order of use, oldest first */
    this.index = new Map();
    this.bytes = 0;
    /** @type {Promise<void> | undefined} */
    this.ready = undefined;
  }

  /** @param {string} name */
  fileOf(name) {
    return join(this.dir, name.slice(0, 2), name);
  }

  /**
   * Reads the folder once: every entry with its size, the oldest (by modification time) first.
   * @returns {Promise<void>}
   */
  load() {
    this.ready ??= (async () => {
      /** @type {{ name: string, size: number, time: number }[]} */
      const found = [];
      /** @type {string[]} */
      let folders = [];
      try {
        folders = await readdir(this.dir);
      } catch {
        return; // nothing stored yet
      }
      for (const folder of folders) {
        /** @type {string[]} */
        let names = [];
        try {
          names = await readdir(join(this.dir, folder));
        } catch {
          continue;
        }
        for (const name of names) {
          const file = join(this.dir, folder, name);
          if (name.endsWith('.tmp')) {
            await rm(file, { force: true }); // a write cut short by a crash
            continue;
          }
          try {
            const info = await stat(file);
            found.push({ name, size: info.size, time: info.mtimeMs });
          } catch {
            // removed meanwhile
          }
        }
      }
      found.sort((a, b) => a.time - b.time);
      for (const { name, size } of found) this.remember(name, size);
      await this.trim();
    })();
    return this.ready;
  }

  /** @param {string} name @param {number} size */
  remember(name, size) {
    this.forget(name);
    this.index.set(name, size);
    this.bytes += size;
  }

  /** @param {string} name */
  forget(name) {
    const size = this.index.get(name);
    if (size === undefined) return;
    this.index.delete(name);
    this.bytes -= size;
  }

  /**
   * @param {string} key
   * @returns {Promise<Buffer | null>}
   */
  async get(key) {
    await this.load();
    const name = hashKey(key);
    const size = this.index.get(name);
    countCacheLookup('route', 'disk', size !== undefined);
    if (size === undefined) return null;
    try {
      const bytes = await readFile(this.fileOf(name));
      this.remember(name, size); // now the most recently used
      return bytes;
    } catch {
      this.forget(name);
      return null;
    }
  }

  /**
   * @param {string} key
   * @param {Buffer} bytes
   * @returns {Promise<void>}
   */
  async set(key, bytes) {
    await this.load();
    const name = hashKey(key);
    if (bytes.length > this.maxBytes || this.maxEntries === 0) return this.delete(key);
    const file = this.fileOf(name);
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(join(this.dir, name.slice(0, 2)), { recursive: true });
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    this.remember(name, bytes.length);
    await this.trim();
  }

  /**
   * @param {string} key
   * @returns {Promise<void>}
   */
  async delete(key) {
    await this.load();
    const name = hashKey(key);
    this.forget(name);
    await rm(this.fileOf(name), { force: true });
  }

  /** Removes the least recently used entries until both bounds hold. */
  async trim() {
    while (this.index.size > 0 && (this.bytes > this.maxBytes || this.index.size > this.maxEntries)) {
      const [oldest] = this.index.keys();
      this.forget(oldest);
      await rm(this.fileOf(oldest), { force: true });
    }
  }
}
