// Next's cache values are opaque to the site: typed loosely on purpose.
/* eslint-disable @typescript-eslint/no-explicit-any */
import type { Copies } from './compressed-copies.mjs';
export const BYTES_FROM_CHARACTERS: number;
export type RouteEntry = {
  value: any;
  lastModified: number;
  cacheControl: { revalidate?: number | false; expire?: number } | undefined;
};
export function pageParts(value: any): [string, Buffer | undefined][];
export function encodeRouteEntry(entry: RouteEntry & { copies?: Record<string, Copies> }): Buffer;
export function decodeRouteEntry(bytes: Buffer): RouteEntry;
export type DataEntry = {
  value: Buffer;
  tags: string[];
  stale: number;
  timestamp: number;
  expire: number;
  revalidate: number;
};
export function encodeDataEntry(entry: DataEntry): Buffer;
export function decodeDataEntry(bytes: Buffer): DataEntry;
