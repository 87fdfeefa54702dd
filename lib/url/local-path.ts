/**
 * A path on this site, as the content system links it (`/news/x`, `/en/news/x`, `/node/12`): a
 * local path only (never `//host` or a URL), so no link or redirect built from it leads elsewhere.
 */
export function safeLocalPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  try {
    const url = new URL(value, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return null;
    return url.pathname;
  } catch {
    return null;
  }
}
