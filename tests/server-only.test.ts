// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { browserReaches, buildGraph, siteSources, type Graph, type Module } from './support/import-graph';

/**
 * The browser half and the server half (issue 33). A module that reads a secret or calls a backend
 * starts with `import 'server-only'`, and no browser module (a 'use client' file, or anything of
 * lib/bff/client) reaches one, directly or through the site's other modules. Next's build refuses
 * such a bundle too, but only after minutes and with one chain at a time; this names them all.
 * Server components under components/ (the content pages, the header's menus) read lib/cms on the
 * server as they should: only what a browser module imports is browser code.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

const MARKER = 'server-only';
/**
 * Server-only without the marker: Next's cache handlers are loaded by Node as they are (no
 * bundler, where the marker package throws), so lib/platform/cache's modules and the Redis client
 * they share cannot carry it; and Node's own modules.
 */
const loadedByNode = (path: string) => path.startsWith('lib/platform/cache/') || path.startsWith('lib/platform/redis/');
const serverOnly = (node: Module) =>
  node.imports.includes(MARKER) ||
  loadedByNode(node.path) ||
  node.imports.some((specifier) => specifier.startsWith('node:'));

const browserRoots = (graph: Graph) =>
  [...graph.modules.values()]
    .filter((node) => node.client || node.path.startsWith('lib/bff/client/'))
    .map((node) => node.path);

/** What reads the secrets or calls a backend: the configuration, the transports, the session's seal. */
const BACKEND_DOORS = [
  '@/lib/platform/config/config',
  '@/lib/ticketing/transport',
  './transport',
  '@/lib/cms/transport',
  '@/lib/auth/session',
  './seal',
  './upstream',
  'next/headers',
];

describe('server-only modules', () => {
  // read and parsed once, before the tests (on a loaded machine this takes seconds)
  const graph = buildGraph(siteSources(root));
  const withTests = buildGraph(siteSources(root, ['app', 'components', 'lib', 'e2e'], ['playwright.config.ts']));

  it('are never reached from a browser module', () => {
    const roots = browserRoots(graph);
    expect(roots.length).toBeGreaterThan(80);
    expect(browserReaches(graph, roots, serverOnly).map((chain) => chain.join(' -> '))).toEqual([]);
  });

  it('carry the marker where they read a secret or call a backend (route files of app/ are server entries already)', () => {
    const unmarked = [...graph.modules.values()]
      .filter((node) => node.path.startsWith('lib/') && !loadedByNode(node.path))
      .filter((node) => node.path.startsWith('lib/bff/server/') || node.imports.some((s) => BACKEND_DOORS.includes(s)))
      .filter((node) => !node.imports.includes(MARKER))
      .map((node) => node.path);
    expect(unmarked).toEqual([]);
    for (const marked of [
      'lib/platform/config/config.ts',
      'lib/ticketing/transport.ts',
      'lib/auth/session.ts',
      'lib/cms/transport.ts',
    ])
      expect(graph.modules.get(marked)?.imports).toContain(MARKER);
  });

  it('are never loaded by the e2e tests, which Node runs without a bundler (there the marker cannot be resolved)', () => {
    const nodeRoots = [...withTests.modules.keys()].filter(
      (path) => path.startsWith('e2e/') || path === 'playwright.config.ts',
    );
    expect(nodeRoots.length).toBeGreaterThan(30);
    const marked = (node: Module) => node.imports.includes(MARKER);
    expect(browserReaches(withTests, nodeRoots, marked).map((chain) => chain.join(' -> '))).toEqual([]);
  });

  it('would be caught through another module, and a type-only import would not', () => {
    const tree = buildGraph([
      { path: 'lib/secret.ts', code: "import 'server-only';\nexport const key = process.env.KEY;\n" },
      { path: 'lib/helper.ts', code: "export { key } from './secret';\n" },
      { path: 'lib/types.ts', code: "import type { key } from './secret';\nexport type K = typeof key;\n" },
      {
        path: 'lib/inline-types.ts',
        code: "import { type key } from '@/lib/secret';\nexport { type K } from './types';\nexport type J = typeof key;\n",
      },
      {
        path: 'components/Leaf.tsx',
        code: "'use client';\nimport type { K } from '@/lib/types';\nimport '@/lib/inline-types';\nimport { key } from '../lib/helper';\nexport const Leaf = (): K => key;\n",
      },
      {
        path: 'components/Lazy.tsx',
        code: "'use client';\nimport dynamic from 'next/dynamic';\nexport const L = dynamic(() => import('@/lib/secret'));\n",
      },
      { path: 'components/Server.tsx', code: "import { key } from '@/lib/secret';\nexport const S = () => key;\n" },
    ]);
    expect(browserRoots(tree)).toEqual(['components/Leaf.tsx', 'components/Lazy.tsx']);
    expect(browserReaches(tree, ['components/Leaf.tsx'], serverOnly)).toEqual([
      ['components/Leaf.tsx', 'lib/helper.ts', 'lib/secret.ts'],
    ]);
    expect(browserReaches(tree, ['components/Lazy.tsx'], serverOnly)).toEqual([
      ['components/Lazy.tsx', 'lib/secret.ts'],
    ]);
    expect(browserReaches(tree, ['components/Server.tsx', 'lib/types.ts'], serverOnly)).toEqual([
      ['components/Server.tsx', 'lib/secret.ts'],
    ]);
  });
});
