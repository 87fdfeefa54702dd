// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { publishedNodes } from '@/lib/cms/published';
import { anUnpublishedNewsItem, thePublishedNews } from './fixtures/seed';
import { sandboxMswForFile } from './support/sandbox-msw';

sandboxMswForFile();

describe('sitemap reader', () => {
  it('follows links.next until every published node is read, whatever the page size', async () => {
    const all = await publishedNodes('news', 'zh-hans');
    const paged = await publishedNodes('news', 'zh-hans', 5);
    expect(paged.map((n) => n.path).sort()).toEqual(thePublishedNews['zh-hans'].map((n) => n.path).sort());
    expect(all.map((n) => n.uuid)).toEqual(paged.map((n) => n.uuid));
  });

  it('reads only what is published, in the language asked for', async () => {
    const english = await publishedNodes('news', 'en', 7);
    expect(english.map((n) => n.path).sort()).toEqual(thePublishedNews.en.map((n) => n.path).sort());
    for (const node of english) expect(node.langcode).toBe('en');
    const chinese = await publishedNodes('news', 'zh-hans');
    expect(chinese.map((n) => n.path)).not.toContain(anUnpublishedNewsItem.path);
    const landing = await publishedNodes('landing_page', 'zh-hans');
    expect(landing.map((n) => n.path)).not.toContain('/summer-preview');
  });
});
