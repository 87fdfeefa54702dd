// @vitest-environment node
import { describe, expect, it } from 'vitest';
import dataCacheHandler from '../lib/platform/cache/data-cache-handler.mjs';
import { dataMemory } from '../lib/platform/cache/data-memory.mjs';
import { expireTags } from '../lib/platform/cache/tag-clock.mjs';

/** Next's `'use cache'` handler interface (lib/platform/cache/data-cache-handler.mjs), one process, no Redis. */
const streamOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
const textOf = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
const entry = (text: string, tags: string[], timestamp = Date.now()) => ({
  value: streamOf(text),
  tags,
  stale: 300,
  timestamp,
  expire: 2_592_000,
  revalidate: 900,
});

describe("the data cache ('use cache')", () => {
  it('reads an entry back as a fresh stream on every read', async () => {
    await dataCacheHandler.set('reader-a', Promise.resolve(entry('{"title":"Turandot"}', ['node:data-1'])));
    for (let i = 0; i < 2; i++) {
      const read = await dataCacheHandler.get('reader-a', []);
      expect(read).toMatchObject({ tags: ['node:data-1'], revalidate: 900, expire: 2_592_000 });
      expect(await textOf(read!.value)).toBe('{"title":"Turandot"}');
    }
    expect(await dataCacheHandler.get('never-set', [])).toBeUndefined();
  });

  it('hands back an entry whose tag expired after it was made as stale (revalidate -1), a newer one as it is', async () => {
    await dataCacheHandler.set('reader-b', Promise.resolve(entry('old', ['node:data-2'], Date.now() - 10)));
    await expireTags(['node:data-2']);
    expect((await dataCacheHandler.get('reader-b', []))?.revalidate).toBe(-1);
    await new Promise((r) => setTimeout(r, 5));
    await dataCacheHandler.set('reader-b', Promise.resolve(entry('new', ['node:data-2'])));
    const read = await dataCacheHandler.get('reader-b', []);
    expect(read?.revalidate).toBe(900);
    expect(await textOf(read!.value)).toBe('new');
    expect(await dataCacheHandler.getExpiration(['node:data-2', 'node:never-expired'])).toBeGreaterThan(0);
    expect(await dataCacheHandler.getExpiration(['node:never-expired'])).toBe(0);
  });

  it('records tags Next revalidates (revalidateTag anywhere) in the same clock', async () => {
    await dataCacheHandler.set('reader-c', Promise.resolve(entry('x', ['list:data-3'], Date.now() - 10)));
    await dataCacheHandler.updateTags(['list:data-3']);
    expect((await dataCacheHandler.get('reader-c', []))?.revalidate).toBe(-1);
  });

  it('keeps no value whose stream failed part-way, and stays within its memory bound', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('half'));
        controller.error(new Error('render failed'));
      },
    });
    await dataCacheHandler.set('reader-d', Promise.resolve({ ...entry('', []), value: broken }));
    expect(await dataCacheHandler.get('reader-d', [])).toBeUndefined();
    const big = 'x'.repeat(1024 * 1024);
    for (let i = 0; i < 100; i++) await dataCacheHandler.set(`big-${i}`, Promise.resolve(entry(big, [])));
    expect(dataMemory().bytes).toBeLessThanOrEqual(dataMemory().maxBytes);
    expect(await dataCacheHandler.get('big-0', [])).toBeUndefined();
    expect(await dataCacheHandler.get('big-99', [])).toBeDefined();
  });
});
