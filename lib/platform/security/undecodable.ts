/**
 * Request paths Next cannot decode: a `%` not followed by two hex digits (`/%zz`, `/100%`), or
 * percent-escapes that are not UTF-8 (`/%c0%af`, `/%ff`, a truncated `/%e4%bd`). Next's router
 * throws on them and, on a site without a Pages Router `_error` page, answers a bare 500. The
 * locale rewrites in next.config.ts send such paths to a page that does not exist (a 404) first.
 *
 * The pattern is for path-to-regexp (no capturing groups): it matches a whole path remainder
 * that is NOT a sequence of plain characters, ASCII escapes and well-formed UTF-8 escapes.
 */
const HEX = '[0-9A-Fa-f]';
const CONT = `%[89ABab]${HEX}`;
const unit = [
  '[^%]',
  `%[0-7]${HEX}`,
  `%[Cc][2-9A-Fa-f]${CONT}`,
  `%[Dd]${HEX}${CONT}`,
  `%[Ee]0%[ABab]${HEX}${CONT}`,
  `%[Ee][1-9A-Ca-cEeFf]${CONT}${CONT}`,
  `%[Ee][Dd]%[89]${HEX}${CONT}`,
  `%[Ff]0%(?:9|[ABab])${HEX}${CONT}${CONT}`,
  `%[Ff][1-3]${CONT}${CONT}${CONT}`,
  `%[Ff]4%8${HEX}${CONT}${CONT}`,
].join('|');

export const undecodablePathPattern = `(?!(?:${unit})*$).+`;
