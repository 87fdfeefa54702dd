// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  vi.resetModules();
});

async function freshConfig() {
  vi.resetModules();
  return (await import('@/lib/platform/config/config')).config();
}

function withoutSecrets() {
  for (const name of [
    'PREVIEW_SECRET',
    'CMS_PREVIEW_TOKEN',
    'CMS_CLIENT_ID',
    'CMS_CLIENT_SECRET',
    'CMS_OAUTH_SCOPE',
    'CMS_OAUTH_TOKEN_URL',
    'REVALIDATE_SECRET',
    'SESSION_SECRET',
    'CMS_URL',
    'SITE_URL',
  ])
    delete process.env[name];
}

/** A backend named, with the site's own secrets but no preview credentials, plus `more`. */
function againstABackend(more: Record<string, string> = {}) {
  withoutSecrets();
  Object.assign(process.env, {
    CMS_URL: 'https://cms.theatre.example',
    SITE_URL: 'https://www.theatre.example',
    PREVIEW_SECRET: 'link-secret-123',
    REVALIDATE_SECRET: 'hook-secret-789',
    SESSION_SECRET: 'session-secret-of-32-characters-or-more',
    ...more,
  });
}

describe('preview and revalidation secrets', () => {
  it('against the sandbox (no CMS_URL), take its demo values, the preview credentials its demo consumer', async () => {
    withoutSecrets();
    process.env.PREVIEW_SECRET = 'link-secret-123';
    const config = await freshConfig();
    expect(config.CMS_URL).toBe('http://127.0.0.1:4010');
    expect(config.PREVIEW_SECRET).toBe('link-secret-123');
    expect(config.previewCredentials).toEqual({
      kind: 'client',
      clientId: 'sandbox-next-site',
      clientSecret: 'sandbox-client-secret',
      scope: undefined,
      tokenUrl: 'http://127.0.0.1:4010/oauth/token',
    });
    expect(config.REVALIDATE_SECRET).toBe('sandbox-revalidate-secret');
  });

  it('with CMS_URL, refuse to run without the site’s own secrets, naming every missing one', async () => {
    withoutSecrets();
    process.env.CMS_URL = 'https://cms.theatre.example';
    await expect(freshConfig()).rejects.toThrow(
      /missing: PREVIEW_SECRET, REVALIDATE_SECRET, SESSION_SECRET, CMS_CLIENT_ID and CMS_CLIENT_SECRET \(or CMS_PREVIEW_TOKEN\), SITE_URL\./,
    );
  });

  it('never derive the draft token from the preview link secret', async () => {
    againstABackend();
    await expect(freshConfig()).rejects.toThrow(
      /missing: CMS_CLIENT_ID and CMS_CLIENT_SECRET \(or CMS_PREVIEW_TOKEN\)\./,
    );
  });

  it('name the half of the consumer’s pair that is missing', async () => {
    againstABackend({ CMS_CLIENT_ID: 'theatre-site' });
    await expect(freshConfig()).rejects.toThrow(/missing: CMS_CLIENT_SECRET\./);
    delete process.env.CMS_CLIENT_ID;
    process.env.CMS_CLIENT_SECRET = 'consumer-secret-123';
    // a fixed token does not make up for the half given
    process.env.CMS_PREVIEW_TOKEN = 'backend-token-456';
    await expect(freshConfig()).rejects.toThrow(/missing: CMS_CLIENT_ID\./);
  });

  it('with the consumer’s pair, fetch tokens from CMS_URL’s /oauth/token, or the token URL given, with the scope given', async () => {
    againstABackend({
      CMS_CLIENT_ID: 'theatre-site',
      CMS_CLIENT_SECRET: 'consumer-secret-123',
      // the consumer wins over a fixed token given beside it
      CMS_PREVIEW_TOKEN: 'backend-token-456',
    });
    expect((await freshConfig()).previewCredentials).toEqual({
      kind: 'client',
      clientId: 'theatre-site',
      clientSecret: 'consumer-secret-123',
      scope: undefined,
      tokenUrl: 'https://cms.theatre.example/oauth/token',
    });
    process.env.CMS_OAUTH_SCOPE = 'nextjs_site';
    process.env.CMS_OAUTH_TOKEN_URL = 'https://auth.theatre.example/oauth/token';
    expect((await freshConfig()).previewCredentials).toMatchObject({
      scope: 'nextjs_site',
      tokenUrl: 'https://auth.theatre.example/oauth/token',
    });
  });

  it('keep them apart when all are given', async () => {
    againstABackend({ CMS_PREVIEW_TOKEN: 'backend-token-456' });
    const config = await freshConfig();
    expect(config.CMS_URL).toBe('https://cms.theatre.example');
    expect([config.PREVIEW_SECRET, config.REVALIDATE_SECRET, config.SESSION_SECRET]).toEqual([
      'link-secret-123',
      'hook-secret-789',
      'session-secret-of-32-characters-or-more',
    ]);
    // a Drupal without Simple OAuth: the fixed token
    expect(config.previewCredentials).toEqual({ kind: 'token', token: 'backend-token-456' });
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
