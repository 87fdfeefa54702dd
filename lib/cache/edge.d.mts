export const EDGE_KEY_ALL: string;
export function edgeEnabled(): boolean;
export function edgeKey(tag: string): string;
export function edgeKeyLines(tags: string[]): string[];
export class EdgePurgeFailed extends Error {}
/** Purges every edge in EDGE_PURGE_URLS of the objects carrying any of `tags`, and again REPURGE_AFTER_MS later. */
export function purgeEdge(tags: string[]): Promise<void>;
export const REPURGE_AFTER_MS: number;
