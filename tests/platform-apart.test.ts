// @vitest-environment node
import { ESLint } from 'eslint';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { arrowsLeaving, buildGraph, siteSources } from './support/import-graph';

/**
 * The two halves of lib/ (issue 47): nothing under lib/platform imports the domain (the rest of
 * lib/, app/, components/), in values or in types; the domain hands the platform what it must know
 * where the two are wired. Checked two ways: the import graph of the tree, and the rule of
 * eslint.config.mjs that says so in the editor.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const inPlatform = (path: string) => path.startsWith('lib/platform/');

const RULE = '@typescript-eslint/no-restricted-imports';
const eslint = new ESLint({ ruleFilter: ({ ruleId }) => ruleId === RULE });

async function violations(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

function platformFiles(dir = join(root, 'lib/platform')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return platformFiles(path);
    return /\.(ts|mts|mjs)$/.test(name) ? [path] : [];
  });
}

describe('lib/platform', () => {
  // read and parsed once, before the tests (on a loaded machine this takes seconds)
  const graph = buildGraph(siteSources(root), { types: true });

  it('imports nothing of the domain, in values or types (the import graph)', () => {
    expect([...graph.modules.keys()].filter(inPlatform).length).toBeGreaterThan(60);
    expect(arrowsLeaving(graph, inPlatform)).toEqual([]);
  });

  it('keeps the ESLint rule over every file of it', async () => {
    const files = platformFiles();
    expect(files.length).toBeGreaterThan(60);
    const results = await eslint.lintFiles(files);
    const broken = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === RULE).map((m) => `${r.filePath}:${m.line} ${m.message}`),
    );
    expect(broken).toEqual([]);
  }, 120_000);

  it('would be caught importing the domain, directly, by type or through a relative path', () => {
    const graph = buildGraph(
      [
        { path: 'lib/platform/cache/store.mjs', code: "import { sharedRedis } from '../redis/redis.mjs';\n" },
        { path: 'lib/platform/redis/redis.mjs', code: 'export const sharedRedis = () => null;\n' },
        { path: 'lib/platform/waiting-room/line.ts', code: "import { getShow } from '@/lib/ticketing/shows';\n" },
        { path: 'lib/platform/http/page.ts', code: "import type { Locale } from '../../i18n/routing';\n" },
        { path: 'lib/platform/security/ui.ts', code: "export { Button } from '@/components/ui/Button';\n" },
        { path: 'lib/ticketing/shows.ts', code: "import { sharedRedis } from '@/lib/platform/redis/redis.mjs';\n" },
        { path: 'lib/i18n/routing.ts', code: 'export type Locale = string;\n' },
        { path: 'components/ui/Button.tsx', code: 'export const Button = () => null;\n' },
      ],
      { types: true },
    );
    expect(arrowsLeaving(graph, inPlatform)).toEqual([
      'lib/platform/waiting-room/line.ts -> lib/ticketing/shows.ts',
      'lib/platform/http/page.ts -> lib/i18n/routing.ts',
      'lib/platform/security/ui.ts -> components/ui/Button.tsx',
    ]);
  });

  it('would be refused by the ESLint rule importing the domain, and not importing itself or a package', async () => {
    for (const [code, file] of [
      [
        "import { getShow } from '@/lib/ticketing/shows';\nexport const x = getShow;\n",
        'lib/platform/waiting-room/x.ts',
      ],
      ["import type { Locale } from '@/lib/i18n/routing';\nexport type X = Locale;\n", 'lib/platform/http/x.ts'],
      [
        "import { readSession } from '../../auth/session';\nexport const x = readSession;\n",
        'lib/platform/security/x.ts',
      ],
      ["import { Button } from '@/components/ui/Button';\nexport const x = Button;\n", 'lib/platform/cache/x.ts'],
    ])
      expect(await violations(code, file), `${file}: ${code}`).toEqual([
        expect.stringContaining('lib/platform imports only'),
      ]);
    for (const [code, file] of [
      [
        "import { config } from '@/lib/platform/config/config';\nexport const x = config;\n",
        'lib/platform/waiting-room/x.ts',
      ],
      [
        "import { sharedRedis } from '../redis/redis.mjs';\nexport const x = sharedRedis;\n",
        'lib/platform/cache/x.mjs',
      ],
      ["import { z } from 'zod';\nexport const x = z;\n", 'lib/platform/http/x.ts'],
      // the domain imports the platform freely
      ["import { config } from '@/lib/platform/config/config';\nexport const x = config;\n", 'lib/cms/x.ts'],
    ])
      expect(await violations(code, file), `${file}: ${code}`).toEqual([]);
  }, 60_000);
});
