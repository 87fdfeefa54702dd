// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CmsError } from '@/lib/cms/errors';
import { cmsRequest, deserialize } from '@/lib/cms/transport';
import { startSandboxMsw, SANDBOX_ORIGIN } from './support/sandbox-msw';

let env: Awaited<ReturnType<typeof startSandboxMsw>>;
beforeAll(async () => {
  env = await startSandboxMsw();
});
afterAll(() => env.close());

async function fault(content: string | null) {
  await fetch(`${SANDBOX_ORIGIN}/sandbox/faults`, {
    method: 'POST',
    headers: { Authorization: 'Bearer sandbox-preview-token', 'Content-Type': 'application/json' },
    body: JSON.stringify({ content }),
  });
}

describe('content transport', () => {
  it('sends the published and language filters and deserialises JSON:API', async () => {
    const document = await cmsRequest('/node/news', { locale: 'en', query: { 'page[limit]': 3, sort: '-created' } });
    const items = deserialize<{ title: string; langcode: string; status: boolean }[]>(document);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(3);
    for (const item of items) expect(item.status).toBe(true);
  });

  it('reports a missing resource as a 404 CmsError', async () => {
    const error = await cmsRequest('/node/news/00000000-0000-0000-0000-000000000000', { locale: 'en' }).catch((e) => e);
    expect(error).toBeInstanceOf(CmsError);
    expect((error as CmsError).isNotFound).toBe(true);
  });

  it('reports maintenance (503) and server errors distinctly, never as not found', async () => {
    await fault('maintenance');
    const maintenance = await cmsRequest('/node/news', { locale: 'en' }).catch((e) => e);
    expect((maintenance as CmsError).isMaintenance).toBe(true);
    await fault('error');
    const failure = await cmsRequest('/node/news', { locale: 'en' }).catch((e) => e);
    expect((failure as CmsError).status).toBe(500);
    expect((failure as CmsError).isNotFound).toBe(false);
    await fault(null);
  });
});
