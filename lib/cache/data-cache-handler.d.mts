type Entry = {
  value: ReadableStream<Uint8Array>;
  tags: string[];
  stale: number;
  timestamp: number;
  expire: number;
  revalidate: number;
};
/** Next's `cacheHandlers` handler for `'use cache'` (see data-cache-handler.mjs). */
declare const dataCacheHandler: {
  get(cacheKey: string, softTags: string[]): Promise<Entry | undefined>;
  set(cacheKey: string, pendingEntry: Promise<Entry>): Promise<void>;
  refreshTags(): Promise<void>;
  getExpiration(tags: string[]): Promise<number>;
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
};
export default dataCacheHandler;
