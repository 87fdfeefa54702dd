// @ts-check
/**
 * The page the edge answers with when no instance could (all saturated, restarting or sick): never
 * Varnish's own "Guru Meditation" page. One small static page per language, its words from the
 * site's messages (`Busy` in messages/*.json), written next to the edge's VCL at start; site.vcl
 * reads them (std.fileread, EDGE_PAGES_DIR) and sends the one of the address's language with a 503
 * and `Retry-After`. Its script asks for a number in the line (POST /api/queue/join, as the queue
 * page does) and then loads the page asked for; while the site is still too busy it tries again
 * later each time (doubling from 2 s up to a minute, at least what Retry-After says, spread at
 * random so a crowd does not come back at once). Without JavaScript its link tries again.
 */
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The page's words: `Busy` in messages/<locale>.json.
 * @typedef {{ title: string, intro: string, retrying: string, tryNow: string }} BusyWords
 */

export const BUSY_LOCALES = ['zh-hans', 'en'];
/** What the edge's Retry-After says (seconds), and where the script's backoff starts. */
export const BUSY_RETRY_AFTER_S = 5;

/** @type {Record<string, string>} */
const entities = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** @param {string} text */
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => entities[c]);

/** The script: take a number (or hear that no line applies), then go to the page asked for. */
const script = `(function () {
  var asked = location.pathname + location.search;
  var locale = document.documentElement.getAttribute('data-locale');
  var attempt = 0;
  function later(retryAfter) {
    attempt += 1;
    var backoff = Math.min(60, Math.max(Number(retryAfter) || 0, 2 * Math.pow(2, attempt - 1)));
    setTimeout(join, (backoff / 2 + (Math.random() * backoff) / 2) * 1000);
  }
  function join() {
    var query = 'locale=' + encodeURIComponent(locale) + '&to=' + encodeURIComponent(asked);
    fetch('/api/queue/join?' + query, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ scope: null, to: asked }),
    })
      .then(function (res) {
        if (!res.ok) return later(res.headers.get('Retry-After'));
        return res.json().then(function (line) {
          if (line && (line.state === 'admitted' || line.state === 'open') && typeof line.next === 'string' && line.next.charAt(0) === '/') location.assign(line.next);
          else location.reload();
        });
      })
      .catch(function () {
        later(0);
      });
  }
  later(${BUSY_RETRY_AFTER_S});
})();`;

/**
 * The page in one language.
 * @param {string} locale
 * @param {{ Busy?: Partial<BusyWords> }} messages the language's messages (messages/<locale>.json)
 * @returns {string}
 */
export function busyPage(locale, messages) {
  const t = messages.Busy;
  if (!t?.title || !t.intro || !t.retrying || !t.tryNow)
    throw new Error(`messages/${locale}.json has no Busy page words`);
  const lang = locale === 'zh-hans' ? 'zh-Hans' : 'en';
  return `<!doctype html>
<html lang="${lang}" data-locale="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escape(t.title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1a1a1a;background:#fff;line-height:1.6}
main{max-width:36rem;margin:0 auto;padding:3rem 1.25rem}
h1{font-size:1.6rem;line-height:1.3}
a{color:#8a1c1c}
a:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1 id="busy-title">${escape(t.title)}</h1>
<p>${escape(t.intro)}</p>
<p>${escape(t.retrying)}</p>
<p><a href="" id="busy-again">${escape(t.tryNow)}</a></p>
</main>
<script>${script}</script>
</body>
</html>
`;
}

/**
 * Writes busy.<locale>.html for every language into `dir` (the edge's EDGE_PAGES_DIR).
 * @param {{ root: string, dir: string }} options `root`: the repository, whose messages/ give the words
 * @returns {string} `dir`
 */
export function writeBusyPages({ root, dir }) {
  mkdirSync(dir, { recursive: true });
  // varnishd's worker reads them at request time as its own unprivileged user (vcache), not as
  // whoever started it: a private folder (mkdtemp's 0700) reads as nothing there
  chmodSync(dir, 0o755);
  for (const locale of BUSY_LOCALES) {
    const messages = JSON.parse(readFileSync(join(root, 'messages', `${locale}.json`), 'utf8'));
    writeFileSync(join(dir, `busy.${locale}.html`), busyPage(locale, messages));
  }
  return dir;
}
