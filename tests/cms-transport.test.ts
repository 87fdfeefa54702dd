// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { watchStaleAnswers } from '@/lib/platform/cache/answers.mjs';
import { CmsError } from '@/lib/cms/errors';
import { cmsRequest, deserialize } from '@/lib/cms/transport';
import type { Locale } from '@/lib/i18n/routing';
import { aChineseOnlyNewsItem, anUnpublishedNewsItem } from './fixtures/seed';
import { sandboxMswForFile, SANDBOX_ORIGIN } from './support/sandbox-msw';

sandboxMswForFile();

async function fault(content: string | null) {
  await fetch(`${SANDBOX_ORIGIN}/sandbox/faults`, {
    method: 'POST',
    headers: { Authorization: 'Bearer sandbox-preview-token', 'Content-Type': 'application/json' },
    body: JSON.stringify({ content }),
  });
}

describe('content transport', () => {
  it('deserialises a page of a JSON:API list', async () => {
    const document = await cmsRequest('/node/news', { locale: 'en', query: { 'page[limit]': 3, sort: '-created' } });
    const items = deserialize<{ title: string; langcode: string; status: boolean }[]>(document);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(3);
    for (const item of items) expect(item.status).toBe(true);
  });

  it('reads the published news of the language asked for, and only those', async () => {
    const aliases = async (locale: Locale) => {
      const document = await cmsRequest('/node/news', { locale, query: { 'page[limit]': 50 } });
      const items = deserialize<{ langcode: string; status: boolean; path: { alias: string } }[]>(document);
      for (const item of items)
        expect({ langcode: item.langcode, status: item.status }).toEqual({ langcode: locale, status: true });
      return items.map((item) => item.path.alias);
    };
    const english = await aliases('en');
    // Drupal would give the Chinese original of an untranslated node: the language filter leaves it out
    expect(english).not.toContain(aChineseOnlyNewsItem.path);
    expect(english).not.toContain(anUnpublishedNewsItem.path);
    const chinese = await aliases('zh-hans');
    expect(chinese).toContain(aChineseOnlyNewsItem.path);
    expect(chinese).not.toContain(anUnpublishedNewsItem.path);
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

describe('content transport, stale-if-error', () => {
  const read = () => cmsRequest('/node/news', { locale: 'en', query: { 'page[limit]': 2 } });

  it('while the backend fails (errors, maintenance, unreachable), a read it answered before gets the last good answer, marked stale', async () => {
    const good = await watchStaleAnswers(read);
    expect(good.stale).toBe(false);
    try {
      for (const outage of ['error', 'maintenance']) {
        await fault(outage);
        const kept = await watchStaleAnswers(read);
        expect(kept).toEqual({ value: good.value, stale: true });
      }
      // a read never answered before has nothing to fall back on: the failure stands
      const never = await cmsRequest('/node/news', { locale: 'en', query: { 'page[limit]': 4 } }).catch((e) => e);
      expect((never as CmsError).isMaintenance).toBe(true);
    } finally {
      await fault(null);
    }
    expect((await watchStaleAnswers(read)).stale).toBe(false);
  });

  it('never hides a 404 behind an old answer, and keeps no preview (draft) answer', async () => {
    const path = '/node/news/00000000-0000-0000-0000-000000000000';
    expect(((await cmsRequest(path, { locale: 'en' }).catch((e) => e)) as CmsError).isNotFound).toBe(true);
    const drafts = () => cmsRequest('/node/news', { locale: 'zh-hans', preview: true, query: { 'page[limit]': 1 } });
    await drafts();
    await fault('error');
    try {
      expect(((await drafts().catch((e) => e)) as CmsError).status).toBe(500);
    } finally {
      await fault(null);
    }
  });
});
