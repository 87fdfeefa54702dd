// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cmsRequest } from '@/lib/cms/transport';
import { readiness } from '@/lib/platform/readiness/readiness';
import { GET as health } from '@/app/api/health/route';
import { SANDBOX_ORIGIN, sandboxMswForFile } from './support/sandbox-msw';

/**
 * Readiness apart from liveness (issue 32): an instance is ready while the content backend answers,
 * or while it has last good copies of the backend's answers to render from; liveness asks nothing
 * of anyone. Redis, when configured: tests/observability-readiness-redis.test.ts.
 */
sandboxMswForFile();

async function fault(content: string | null) {
  await fetch(`${SANDBOX_ORIGIN}/sandbox/faults`, {
    method: 'POST',
    headers: { Authorization: 'Bearer sandbox-preview-token', 'Content-Type': 'application/json' },
    body: JSON.stringify({ content }),
  });
}

/** A fresh check (the probe's answer is the last check's, refreshed each second). */
beforeEach(() => {
  (globalThis as Record<symbol, unknown>)[Symbol.for('theatre.observability.readiness')] = undefined;
});

describe('readiness', () => {
  it('is ready while the content backend answers (no Redis configured)', async () => {
    await expect(readiness()).resolves.toEqual({ ready: true, redis: 'off', content: 'ok' });
  });

  it('without the backend and without a last good copy, is not ready; liveness still is', async () => {
    await fault('error');
    try {
      await expect(readiness()).resolves.toEqual({ ready: false, redis: 'off', content: 'down', staleCopies: false });
      expect((await health()).status).toBe(200);
    } finally {
      await fault(null);
    }
  });

  it('without the backend but with last good copies to render from, is ready', async () => {
    await cmsRequest('/node/news', { locale: 'en', query: { 'page[limit]': 1 }, preview: false });
    await fault('maintenance');
    try {
      await expect(readiness()).resolves.toEqual({ ready: true, redis: 'off', content: 'down', staleCopies: true });
    } finally {
      await fault(null);
    }
  });

  it('answers a probe at once with the last check, and checks again in the background', async () => {
    await readiness();
    await fault('error');
    try {
      await new Promise((r) => setTimeout(r, 1100));
      // older than a second: answered from the last check while the next runs
      await expect(readiness()).resolves.toMatchObject({ content: 'ok' });
      await vi.waitFor(async () => expect(await readiness()).toMatchObject({ content: 'down' }));
    } finally {
      await fault(null);
    }
  });
});
