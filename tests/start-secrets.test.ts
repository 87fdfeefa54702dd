// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm start` against a real backend (CMS_URL set) without the site's own secrets: it must refuse
 * before building or serving anything, and say which secrets are missing.
 */
const root = join(__dirname, '..');
const distDir = '.next-secrets-check';

afterAll(() => rmSync(join(root, distDir), { recursive: true, force: true }));

function start(given: Record<string, string>) {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '5399', NEXT_DIST_DIR: distDir };
  for (const name of [
    'PREVIEW_SECRET',
    'REVALIDATE_SECRET',
    'CMS_PREVIEW_TOKEN',
    'CMS_CLIENT_ID',
    'CMS_CLIENT_SECRET',
    'SESSION_SECRET',
    'CMS_URL',
    'SITE_URL',
  ])
    delete env[name];
  return spawnSync(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...env, ...given },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('a production start with CMS_URL set', () => {
  it('refuses to run without its secrets and names every missing one', () => {
    const run = start({ CMS_URL: 'http://127.0.0.1:9' });
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status).toBe(1);
    expect(output).toMatch(
      /missing: PREVIEW_SECRET, REVALIDATE_SECRET, SESSION_SECRET, CMS_CLIENT_ID and CMS_CLIENT_SECRET \(or CMS_PREVIEW_TOKEN\), SITE_URL\./,
    );
    expect(existsSync(join(root, distDir, 'BUILD_ID'))).toBe(false);
  }, 60_000);

  it('refuses to run without preview credentials it would otherwise have taken from the preview secret', () => {
    const run = start({
      CMS_URL: 'http://127.0.0.1:9',
      PREVIEW_SECRET: 'link-secret-123',
      REVALIDATE_SECRET: 'hook-secret-789',
      SESSION_SECRET: 'session-secret-of-32-characters-or-more',
      SITE_URL: 'https://www.theatre.com.cn',
    });
    expect(run.status).toBe(1);
    expect(`${run.stdout}${run.stderr}`).toMatch(
      /missing: CMS_CLIENT_ID and CMS_CLIENT_SECRET \(or CMS_PREVIEW_TOKEN\)\./,
    );
  }, 60_000);

  it('refuses to seal members’ sessions with the key printed in the README', () => {
    const run = start({
      CMS_URL: 'http://127.0.0.1:9',
      PREVIEW_SECRET: 'link-secret-123',
      REVALIDATE_SECRET: 'hook-secret-789',
      CMS_CLIENT_ID: 'theatre-site',
      CMS_CLIENT_SECRET: 'consumer-secret-123',
      SITE_URL: 'https://www.theatre.com.cn',
    });
    expect(run.status).toBe(1);
    expect(`${run.stdout}${run.stderr}`).toMatch(/missing: SESSION_SECRET\./);
  }, 60_000);

  it('refuses to guess its public origin (the payment page comes back to it) from the port', () => {
    const run = start({
      CMS_URL: 'http://127.0.0.1:9',
      PREVIEW_SECRET: 'link-secret-123',
      REVALIDATE_SECRET: 'hook-secret-789',
      CMS_CLIENT_ID: 'theatre-site',
      CMS_CLIENT_SECRET: 'consumer-secret-123',
      SESSION_SECRET: 'session-secret-of-32-characters-or-more',
    });
    expect(run.status).toBe(1);
    expect(`${run.stdout}${run.stderr}`).toMatch(/missing: SITE_URL\./);
  }, 60_000);
});
