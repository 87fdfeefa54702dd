/**
 * A paged list's query: its own parameters (empty ones left out) and `page` from page 2 on, so
 * page 1 has one address.
 */
export function pageQuery(params: Record<string, string | null | undefined>, page: number): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value) query[key] = value;
  if (page > 1) query.page = String(page);
  return query;
}

/** The same as a query string (`?…`, or `?` alone for none, which still replaces the current query). */
export function pageQueryString(params: Record<string, string | null | undefined>, page: number): string {
  return `?${new URLSearchParams(pageQuery(params, page)).toString()}`;
}
