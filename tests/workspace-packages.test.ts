// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The sandbox is a workspace package of its own (sandbox/package.json): the site's package depends
 * on none of its libraries, so a production install (`npm ci --omit=dev --workspaces=false`)
 * leaves them out, and no code of the site imports them or the sandbox.
 */
const root = join(__dirname, '..');
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const SANDBOX_LIBRARIES = ['hono', '@hono/node-server', 'better-sqlite3', 'tsx', 'sharp', '@types/better-sqlite3'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
  });
}

describe('the sandbox as a package of its own', () => {
  it("the site's package.json and lock name none of the sandbox's libraries; the sandbox's own package does", () => {
    const site = readJson('package.json');
    const sandbox = readJson('sandbox/package.json');
    const siteDeps = { ...site.dependencies, ...site.devDependencies };
    for (const name of SANDBOX_LIBRARIES) expect(siteDeps[name], name).toBeUndefined();
    expect(site.workspaces).toEqual(['sandbox']);
    expect(site.devDependencies[sandbox.name]).toBeDefined();
    for (const name of SANDBOX_LIBRARIES.filter((n) => !n.startsWith('@types/')))
      expect(sandbox.dependencies[name], name).toBeDefined();

    const lock = readJson('package-lock.json');
    const lockedSite = { ...lock.packages[''].dependencies, ...lock.packages[''].devDependencies };
    for (const name of SANDBOX_LIBRARIES) expect(lockedSite[name], `lock: ${name}`).toBeUndefined();
    expect(lock.packages.sandbox.dependencies).toMatchObject({
      hono: sandbox.dependencies.hono,
      'better-sqlite3': sandbox.dependencies['better-sqlite3'],
    });
  });

  it('no code of the site imports the sandbox or its libraries', () => {
    const files = [
      ...['app', 'components', 'lib'].flatMap(sourceFiles),
      'proxy.ts',
      'instrumentation.ts',
      'next.config.ts',
    ];
    const forbidden = new RegExp(
      `from ['"](?:${SANDBOX_LIBRARIES.map((n) => n.replace('/', '\\/')).join('|')}|@/sandbox|(?:\\.\\./)+sandbox)(?:['"/])`,
    );
    const offenders = files.filter((file) => forbidden.test(readFileSync(join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
