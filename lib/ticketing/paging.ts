import type { Page } from './types';
import type { Paged } from './raw';

/** A list, whether the API answered it bare or as `{dataList, totalPage}`. */
export function listOf<T>(data: Paged<T> | T[] | null | undefined): T[] {
  if (Array.isArray(data)) return data;
  return Array.isArray(data?.dataList) ? data.dataList : [];
}

/** A page of a list, reshaped; at least one page. */
export function toPage<R, T>(data: Paged<R> | null | undefined, map: (raw: R) => T): Page<T> {
  return { items: listOf(data).map(map), totalPage: Math.max(1, data?.totalPage ?? 1) };
}
