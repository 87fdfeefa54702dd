import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * One door to the ticketing API (issue 22): its transport and the API's own shapes stay inside
 * lib/ticketing; components see the site's types only and reach the API through the site's routes
 * (lib/bff/client: its hooks and client); the browser half knows lib/bff/server by its types alone.
 * Pages and components read through the hooks' queries and write through their mutations, which
 * own what a write makes stale: the client under them is the hooks' alone.
 * tests/ticketing-door.test.ts runs these rules over the tree.
 */
const door = {
  group: ['**/ticketing/transport', '**/ticketing/raw'],
  message:
    'Only lib/ticketing talks to the ticketing API and reads its raw shapes: use its readers and the types of lib/ticketing/types.',
};
const siteTypesOnly = {
  group: [
    '@/lib/ticketing/*',
    '!@/lib/ticketing/types',
    '!@/lib/ticketing/errors',
    '**/bff/server',
    '**/bff/server/**',
    '../server/**',
    '../../server/**',
  ],
  message:
    'Browser code reaches the ticketing API through lib/bff/client (hooks, client) and sees the site types (lib/ticketing/types, lib/ticketing/errors).',
  allowTypeImports: true,
};
const hooksOnly = {
  group: ['**/bff/client/client'],
  message:
    'Read and write through the hooks of lib/bff/client/hooks (queries, and mutations that refresh what they change), not the client under them.',
  allowTypeImports: true,
};
const restrict = (...patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });

export const ticketingDoor = [
  // the transport's own tests excepted
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    ignores: ['lib/ticketing/**', 'tests/ticketing-transport.test.ts'],
    rules: restrict(door),
  },
  {
    files: ['components/**/*.{ts,tsx}', 'lib/bff/client/**/*.ts'],
    rules: restrict(door, siteTypesOnly),
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: restrict(door, siteTypesOnly, hooksOnly),
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: restrict(door, hooksOnly),
  },
];

/**
 * Two halves of lib/ (issue 47): lib/platform is the machinery the theatre runs on (cache, Redis,
 * http, throttle, security, the proxies, observability, the waiting room, configuration) and
 * imports only itself and packages; the domain (the rest of lib/, app/, components/) hands it what
 * it needs to know as functions where the two are wired (lib/queue/gate.ts, instrumentation.ts).
 * tests/platform-apart.test.ts runs this rule over the tree and checks the import graph too.
 */
const platformApart = {
  group: ['@/*', '!@/lib', '@/lib/*', '!@/lib/platform', '../../*', '!../../platform'],
  message:
    'lib/platform imports only lib/platform and packages: let the domain hand it a function where they are wired (see the README, "lib/: the domain and its platform").',
};

export const platformBoundary = [
  {
    files: ['lib/platform/**/*.{ts,tsx,mts,mjs,js}'],
    rules: restrict(door, platformApart),
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next*/**', 'node_modules/**', 'sandbox/.data/**', 'test-results/**', 'next-env.d.ts'],
  },
  ...ticketingDoor,
  ...platformBoundary,
  {
    // The sandbox's contract tests walk raw JSON:API documents of any shape, as a client would.
    files: ['sandbox/tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
];

export default config;
