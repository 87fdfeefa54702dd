// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedNodes } from '@/lib/seo/sitemap';
import { startSandboxMsw } from './support/sandbox-msw';

let env: Awaited<ReturnType<typeof startSandboxMsw>>;
beforeAll(async () => {
  env = await startSandboxMsw();
});
afterAll(() => env.close());

describe('sitemap reader', () => {
  it('follows links.next until every published node is read, whatever the page size', async () => {
    const all = await publishedNodes('news', 'zh-hans');
    const paged = await publishedNodes('news', 'zh-hans', 5);
    expect(all.length).toBe(27);
    expect(paged.map((n) => n.id)).toEqual(all.map((n) => n.id));
    expect(new Set(paged.map((n) => n.id)).size).toBe(27);
    for (const node of paged) expect(node.path?.alias).toMatch(/^\/news\//);
  });

  it('reads only what is published, in the language asked for', async () => {
    const english = await publishedNodes('news', 'en', 7);
    expect(english.length).toBe(26);
    for (const node of english) expect(node.langcode).toBe('en');
    const landing = await publishedNodes('landing_page', 'zh-hans');
    expect(landing.map((n) => n.path?.alias)).not.toContain('/summer-preview');
  });
});
