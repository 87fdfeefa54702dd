export function hashKey(key: string): string;
/** Bytes on disk, bounded in bytes and entries (least recently used go first). */
export class DiskStore {
  constructor(options: { dir: string; maxBytes: number; maxEntries: number });
  readonly bytes: number;
  load(): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  set(key: string, bytes: Buffer): Promise<void>;
  delete(key: string): Promise<void>;
}
