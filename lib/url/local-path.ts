// proxy.ts loads this module: nothing here may import lib/i18n/navigation, whose server build reads
// the request config and with it next/root-params, which the proxy has none of (the build fails).

const BASE = 'http://site.invalid';
/** Control characters (tabs and newlines included), which URL parsers silently drop, and backslashes, which they read as slashes. */
const UNSAFE = /[\u0000-\u001f\u007f\\]/;
const MAX_LENGTH = 2048;

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // a stray '%': nothing more to decode
  }
}

/** A path of this site, not `//host`: checked on the text as sent and on every decoding of it. */
function looksLocal(value: string): boolean {
  let text = value;
  for (let round = 0; round < 3; round++) {
    if (UNSAFE.test(text) || !text.startsWith('/') || text.startsWith('//')) return false;
    const decoded = decodeOnce(text);
    if (decoded === text) return true;
    text = decoded;
  }
  return false; // encoded three times over: no real link looks like that
}

/**
 * The one check for every redirect target the site takes from a request (draft exit, login return,
 * payment return, language switch): a path on this site, normalised, or null. Checked before AND
 * after normalising, so `/.//x`, `/a/..//x` and `/%2e%2e//x` (which normalise to `//x`) are refused
 * as well as `//x`, `/\x`, `/%5cx`, tabs and newlines (dropped by URL parsers), absolute URLs and
 * `javascript:`. Keeps the query and the fragment.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!looksLocal(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return looksLocal(path) ? path : null;
}

/** The path part alone (`/news/x` of `/news/x?page=2`), for links the content system gives. */
export function safeLocalPath(value: string | null | undefined): string | null {
  const path = safeReturnPath(value);
  return path === null ? null : new URL(path, BASE).pathname;
}

/**
 * The login page inside the visitor's language (for the navigation API's `Link` and `useRouter`,
 * which put the language on it), remembering the page to come back to: `returnTo` is the final path
 * the browser showed (`/en/cart`), as the login page takes it back.
 */
export function loginHref(returnTo: string): string {
  return `/login?returnTo=${encodeURIComponent(returnTo)}`;
}
