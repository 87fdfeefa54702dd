/**
 * Over a thousand hostile request targets, the same on every run (seeded): overlong paths, encoded
 * slashes and dots, null bytes and CRLF, broken percent-encoding, wrong and odd locales, SQL and
 * template fragments, markup, prototype keys, unicode, and hostile query strings.
 */
const LOCALES = ['', '/en', '/zh-hans', '/fr', '/EN', '/en-US', '/zh', '/%65n', '/en%2f', '/ja-jp', '/en/en', '/%2e'];

const SEGMENTS = [
  // real routes, to be combined with the rest
  'news',
  'shows',
  'events',
  'events/show',
  'project',
  'profile',
  'profile/orders',
  'login',
  'search',
  'benefits',
  'education',
  'cart',
  'checkout',
  'maintenance',
  'jsonapi',
  'jsonapi/node/news',
  '_next',
  '_next/static',
  'image',
  'sites/default/files',
  'api',
  'api/health',
  // traversal and encoding
  '..',
  '%2e%2e',
  '%2E%2E%2F',
  '.%2e',
  '%2e',
  '%2f',
  '%2F%2F',
  '%5c',
  '..%5c..%5c',
  '..%252f..%252fetc%252fpasswd',
  '....//....//',
  '%c0%ae%c0%ae',
  '%c0%af',
  '%e0%80%ae',
  '%ff%fe',
  '%e4%bd',
  '%',
  '%%',
  '%zz',
  '%uFFFD',
  '%u002e',
  // raw dot segments, as only a hand-made request sends them (a browser resolves them first)
  '.',
  '.x/..',
  '.x/.',
  '.env/..',
  '-1/.env/..',
  '.well-known/..',
  // null bytes and control characters
  '%00',
  'a%00b',
  'news%00.html',
  '%0d%0aSet-Cookie:%20x=1',
  '%09',
  '%7f',
  '%1b[31m',
  // SQL, template and code fragments
  "'%20OR%201=1--",
  "1'%20UNION%20SELECT%20password%20FROM%20users--",
  '1;DROP%20TABLE%20tk_orders',
  "admin'--",
  '{{7*7}}',
  '${7*7}',
  '<%25=7*7%25>',
  '#{7*7}',
  "{{constructor.constructor('return%20process')()}}",
  '[[${7*7}]]',
  '<script>alert(1)</script>',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '"><img%20src=x%20onerror=alert(1)>',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  'prototype',
  '__proto__%5Bx%5D',
  // files and well-known probes
  'index.php',
  'wp-admin',
  '.env',
  '.git/config',
  'etc/passwd',
  'web.config',
  'favicon.ico%00.png',
  'robots.txt/..',
  // ids and numbers
  'node/1',
  'node/99999999999999999999',
  'node/-1',
  'taxonomy/term/1',
  'project/NaN',
  'project/1e309',
  'project/-0',
  'events/show/00000000-0000-0000-0000-000000000000',
  'events/show/%00',
  'profile/orders/..%2f..%2f',
  // unicode
  '%E5%89%A7%E9%99%A2',
  '%F0%9F%8E%AD',
  '%E2%80%AE',
  '%EF%BC%8E%EF%BC%8E',
  '%CC%81',
  '%F4%90%80%80',
  // long
  'a'.repeat(255),
  'b'.repeat(1024),
  `${'deep/'.repeat(200)}x`,
  'x'.repeat(6000),
];

const QUERIES = [
  '',
  '?token=abc',
  `?token=${'A'.repeat(3000)}`,
  '?page=-1',
  '?page=1e400',
  '?page=NaN',
  '?page[limit]=100000',
  '?alias=/../../etc/passwd',
  '?keyword=%27%20OR%201=1--',
  '?keyword=%3Cscript%3Ealert(1)%3C/script%3E',
  '?__proto__[admin]=1',
  '?constructor[prototype][admin]=1',
  '?_rsc=1',
  '?a=%00',
  '?q={{7*7}}',
  '?redirect=https://evil.example',
  '?returnTo=//evil.example',
  '?returnTo=javascript:alert(1)',
  `?${'x=1&'.repeat(500)}`,
  '?%zz=1',
  '?locale=fr',
  '?langType=3',
  '?op=scale_and_crop&url=/etc/passwd',
  '?url=http://127.0.0.1:22/',
  '?width=999999999&height=-1',
  '?%00=%00',
  '?a[]=1&a[]=2&a[x]=3',
  '?=&=&=',
  `?long=${'%E5%89%A7'.repeat(400)}`,
];

/** mulberry32: a small seeded generator, so the same paths go out on every run */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hostilePaths(count: number, seed = 10): string[] {
  const rnd = random(seed);
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)];
  const paths = new Set<string>();
  // every segment once without and once with the English prefix, and under a random other locale
  for (const segment of SEGMENTS) {
    paths.add(`/${segment}`);
    paths.add(`/en/${segment}`);
    paths.add(`${pick(LOCALES)}/${segment}`);
  }
  // every query on the home pages and a few real routes
  for (const base of ['/', '/en', '/news', '/image', '/jsonapi/alias/resolve']) {
    for (const query of QUERIES) paths.add(`${base}${query}`);
  }
  // then random combinations
  while (paths.size < count) {
    const depth = 1 + Math.floor(rnd() * 3);
    const segments = Array.from({ length: depth }, () => pick(SEGMENTS));
    const query = rnd() < 0.4 ? pick(QUERIES) : '';
    paths.add(`${pick(LOCALES)}/${segments.join('/')}${query}`);
  }
  return [...paths].slice(0, count);
}
