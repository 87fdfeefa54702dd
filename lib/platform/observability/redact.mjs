// @ts-check
/**
 * What keeps secrets and personal data out of every log line and span: a field whose name says it
 * holds one is dropped whole, and every string that is written is scrubbed of what looks like a
 * credential (a bearer or basic header, a JWT, a long random token, a `token=` in a URL), an
 * e-mail address, a phone number or an ID card number. Paths keep only harmless query values.
 * The logger (log.mjs) and the tracer (tracing-sdk.mjs) pass everything through here, so no call
 * site has to remember it.
 */

export const REDACTED = '[redacted]';

/** Field names whose values are never written: credentials and personal data. */
const SENSITIVE_KEY =
  /pass(?:word)?|pwd|\bpin\b|secret|token|authori[sz]ation|cookie|captcha|sms_?code|verify_?code|id_?card|id_?number|mobile|phone|e-?mail|user_?name|credential|viewer/i;

/** Query parameters whose values may be written as they are; every other value is redacted. */
const HARMLESS_PARAMS = new Set(['page', 'tab', '_rsc', 'locale', 'sort', 'type', 'year', 'month', 'category', 'view']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** a camelCase or PascalCase identifier (a stack trace's function names), not random */
const IDENTIFIER = /^[A-Za-z][a-z]+(?:[A-Z][a-z]+)*$/;

/**
 * A run of URL-safe characters long enough to be a session or bearer token: base64 and base64url
 * (mixed case), hex and other digests (letters and digits, no hyphen). Slugs (lowercase words with
 * hyphens), UUIDs (content ids) and identifiers are not.
 * @param {string} word
 */
function looksLikeToken(word) {
  if (UUID.test(word) || IDENTIFIER.test(word)) return false;
  const upper = /[A-Z]/.test(word);
  const lower = /[a-z]/.test(word);
  if (upper && lower) return true;
  return /\d/.test(word) && (upper || lower) && !word.includes('-');
}

/** @type {[RegExp, string][]} */
const SCRUBS = [
  // an order's token in a path (its page, its payment), however short, wherever the path is
  // written (a span's http.target or name, a log line); Next's route pattern stays
  [/((?:^|[^\w-])(?:en\/)?profile\/orders\/)(?!\[orderToken\])[^/?#\s"',;]+/g, `$1${REDACTED}`],
  [/(\/maipay\/pay\/)[^/?#\s"',;]+/g, `$1${REDACTED}`],
  // credentials in headers or text
  [/\b(Bearer|Basic)\s+[^\s",;]+/gi, `$1 ${REDACTED}`],
  [/\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, REDACTED],
  // key=value pairs naming a secret (URLs, cookies, form bodies)
  [/\b([\w-]*(?:token|secret|pass|pwd|captcha|_sgt|session)[\w-]*|code)=([^&\s",;]+)/gi, `$1=${REDACTED}`],
  // "password": "..." in JSON-like text
  [
    /("[\w-]*(?:pass|secret|token|pin|captcha|idcard|id_card|mobile|phone|email)[\w-]*"\s*:\s*)"[^"]*"/gi,
    `$1"${REDACTED}"`,
  ],
  // personal data
  // an e-mail address, also URL-encoded (`%40`); no `/`, `=` or `?` in its first part, so the path
  // or query name before it stays
  [/[\w.!#$%&'*+^`{|}~-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  [/(?<![\dA-Za-z])\d{17}[\dXx](?![\dA-Za-z])/g, '[id-card]'],
  [/(?<![\dA-Za-z])\d{15}(?![\dA-Za-z])/g, '[id-card]'],
  [/(?<![\d+])(?:\+?86[\s-]?)?1[3-9]\d[\s-]?\d{4}[\s-]?\d{4}(?!\d)/g, '[phone]'],
  [/\+\d{1,3}[\s-]?\d(?:[\s-]?\d){6,13}(?!\d)/g, '[phone]'],
  [/(?<![\d-])0\d{2,3}-\d{7,8}(?!\d)/g, '[phone]'],
];

/** a run of URL-safe characters, from a word's start (a percent escape, `%2C`, ends a word too) */
const WORD = /(?:(?<![\w%-])|(?<=%[0-9A-Fa-f]{2}))[\w-]{20,}/g;

/**
 * A string with every credential and piece of personal data in it replaced.
 * @param {string} text
 * @returns {string}
 */
export function redactText(text) {
  let out = text;
  for (const [pattern, replacement] of SCRUBS) out = out.replace(pattern, replacement);
  return out.replace(WORD, (word) => (looksLikeToken(word) ? REDACTED : word));
}

/**
 * A value fit to be written: sensitive fields dropped, every string scrubbed (objects, arrays, errors).
 * @param {unknown} value
 * @param {number} [depth] how far down the value this is (past 6, `[nested]` is written)
 * @returns {unknown}
 */
export function redactValue(value, depth = 0) {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 6) return '[nested]';
  if (value instanceof Error) {
    return redactValue(
      { name: value.name, message: value.message, stack: value.stack, ...(value.cause ? { cause: value.cause } : {}) },
      depth + 1,
    );
  }
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redactValue(item, depth + 1));
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SENSITIVE_KEY.test(key) ? REDACTED : redactValue(item, depth + 1);
  }
  return out;
}

/** Paths whose last part is a credential of its own: an order's token, a payment page's. */
const TOKEN_PATHS = [/^((?:\/en)?\/profile\/orders\/)[^/?]+/, /^(\/jsonapi\/damai\/maipay\/pay\/)[^/?]+/];

/**
 * A request target as it may be logged: order tokens in paths replaced, only harmless query
 * values kept (`?page=2&token=[redacted]`), then scrubbed like any text.
 * @param {string} target
 * @returns {string}
 */
export function redactPath(target) {
  const queryAt = target.indexOf('?');
  let path = queryAt < 0 ? target : target.slice(0, queryAt);
  for (const pattern of TOKEN_PATHS) path = path.replace(pattern, `$1${REDACTED}`);
  if (queryAt < 0) return redactText(path);
  const query = target
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const name = pair.slice(0, eq);
      return HARMLESS_PARAMS.has(name) ? pair : `${name}=${REDACTED}`;
    })
    .join('&');
  return redactText(`${path}?${query}`);
}
