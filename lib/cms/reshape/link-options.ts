/** The options of a Drupal link field (`[]` when empty, as PHP serialises an empty array). */
export type LinkOptions = { query?: Record<string, unknown>; fragment?: unknown } | unknown[] | null | undefined;

/** A site path with the link's query string and fragment (Drupal keeps them in the options). */
export function withLinkOptions(href: string, options: LinkOptions): string {
  if (!options || Array.isArray(options)) return href;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) if (typeof value === 'string' || typeof value === 'number') params.set(key, String(value));
  const query = params.toString();
  const fragment = typeof options.fragment === 'string' && options.fragment ? `#${options.fragment}` : '';
  return `${href}${query ? `${href.includes('?') ? '&' : '?'}${query}` : ''}${fragment}`;
}
