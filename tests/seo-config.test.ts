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

describe('preview and revalidation secrets', () => {
  it('default to the sandbox values, the backend preview token following PREVIEW_SECRET', async () => {
    delete process.env.PREVIEW_SECRET;
    delete process.env.CMS_PREVIEW_TOKEN;
    delete process.env.REVALIDATE_SECRET;
    const config = await freshConfig();
    expect(config.PREVIEW_SECRET).toBe('sandbox-preview-secret');
    expect(config.CMS_PREVIEW_TOKEN).toBe('sandbox-preview-secret');
    expect(config.REVALIDATE_SECRET).toBe('sandbox-revalidate-secret');
  });

  it('keep the preview link secret and the backend token apart when both are given', async () => {
    process.env.PREVIEW_SECRET = 'link-secret-123';
    process.env.CMS_PREVIEW_TOKEN = 'backend-token-456';
    const config = await freshConfig();
    expect(config.PREVIEW_SECRET).toBe('link-secret-123');
    expect(config.CMS_PREVIEW_TOKEN).toBe('backend-token-456');
  });

  it('refuse secrets too short to be secret', async () => {
    process.env.REVALIDATE_SECRET = 'short';
    await expect(freshConfig()).rejects.toThrow(/REVALIDATE_SECRET/);
  });
});
