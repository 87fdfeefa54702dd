// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  vi.resetModules();
});

async function freshConfig() {
  vi.resetModules();
  return (await import('@/lib/config')).config();
}

function withoutSecrets() {
  for (const name of ['PREVIEW_SECRET', 'CMS_PREVIEW_TOKEN', 'REVALIDATE_SECRET', 'SESSION_SECRET', 'CMS_URL'])
    delete process.env[name];
}

describe('preview and revalidation secrets', () => {
  it('against the sandbox (no CMS_URL), take its demo values, the draft token one of its own', async () => {
    withoutSecrets();
    process.env.PREVIEW_SECRET = 'link-secret-123';
    const config = await freshConfig();
    expect(config.CMS_URL).toBe('http://127.0.0.1:4010');
    expect(config.PREVIEW_SECRET).toBe('link-secret-123');
    expect(config.CMS_PREVIEW_TOKEN).toBe('sandbox-preview-token');
    expect(config.REVALIDATE_SECRET).toBe('sandbox-revalidate-secret');
  });

  it('with CMS_URL, refuse to run without the site’s own secrets, naming every missing one', async () => {
    withoutSecrets();
    process.env.CMS_URL = 'https://cms.theatre.example';
    await expect(freshConfig()).rejects.toThrow(
      /missing: PREVIEW_SECRET, REVALIDATE_SECRET, CMS_PREVIEW_TOKEN, SESSION_SECRET\./,
    );
  });

  it('never derive the draft token from the preview link secret', async () => {
    withoutSecrets();
    process.env.CMS_URL = 'https://cms.theatre.example';
    process.env.PREVIEW_SECRET = 'link-secret-123';
    process.env.REVALIDATE_SECRET = 'hook-secret-789';
    process.env.SESSION_SECRET = 'session-secret-of-32-characters-or-more';
    await expect(freshConfig()).rejects.toThrow(/missing: CMS_PREVIEW_TOKEN\./);
  });

  it('keep them apart when all are given', async () => {
    withoutSecrets();
    process.env.CMS_URL = 'https://cms.theatre.example';
    process.env.PREVIEW_SECRET = 'link-secret-123';
    process.env.CMS_PREVIEW_TOKEN = 'backend-token-456';
    process.env.REVALIDATE_SECRET = 'hook-secret-789';
    process.env.SESSION_SECRET = 'session-secret-of-32-characters-or-more';
    const config = await freshConfig();
    expect(config.CMS_URL).toBe('https://cms.theatre.example');
    expect([config.PREVIEW_SECRET, config.CMS_PREVIEW_TOKEN, config.REVALIDATE_SECRET, config.SESSION_SECRET]).toEqual([
      'link-secret-123',
      'backend-token-456',
      'hook-secret-789',
      'session-secret-of-32-characters-or-more',
    ]);
  });

  it('refuse a session key shorter than 32 characters', async () => {
    process.env.SESSION_SECRET = 'twenty-characters-ok';
    await expect(freshConfig()).rejects.toThrow(/SESSION_SECRET/);
  });

  it('refuse secrets too short to be secret', async () => {
    process.env.REVALIDATE_SECRET = 'short';
    await expect(freshConfig()).rejects.toThrow(/REVALIDATE_SECRET/);
  });
});
