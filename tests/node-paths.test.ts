// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nodePath, type RawNode } from '@/lib/cms/raw';
import { reshapeNewsTeaser } from '@/lib/cms/reshape/teasers';
import { reshapeSearchResult } from '@/lib/cms/reshape/search';

const node = (langcode: string, alias: string | null): RawNode => ({
  type: 'node--news',
  id: 'u-1',
  drupal_internal__nid: 41,
  langcode,
  title: 'x',
  path: { alias, langcode },
});

describe("a node's page in a language", () => {
  it('is its alias in its own language, and its system path in a language it has no translation in', () => {
    expect(nodePath(node('en', '/news/big-band'), 'en')).toBe('/news/big-band');
    // Drupal answered the Chinese original: its alias is not an English address (aliases fall back to no other language)
    expect(nodePath(node('zh-hans', '/news/big-band'), 'en')).toBe('/node/41');
    // an alias for every language ('und') is one of this language too
    expect(nodePath({ ...node('zh-hans', '/x'), path: { alias: '/x', langcode: 'und' } }, 'en')).toBe('/x');
    expect(nodePath(node('en', null), 'en')).toBe('/node/41');
    expect(nodePath({ type: 'node--news', id: 'missing' }, 'en')).toBeNull();
  });

  it('is where English teasers and search results link untranslated content', () => {
    // teasers carry the path inside the language (their link adds /en: tests/site-link.test.tsx)
    expect(reshapeNewsTeaser(node('zh-hans', '/news/big-band'), 'en').href).toBe('/node/41');
    expect(reshapeNewsTeaser(node('en', '/news/big-band'), 'en').href).toBe('/news/big-band');
    expect(
      reshapeSearchResult(
        { nid: 41, uuid: 'u-1', type: 'news', title: 'x', path: '/news/big-band', langcode: 'zh-hans' },
        'en',
      ).href,
    ).toBe('/node/41');
    expect(
      reshapeSearchResult(
        { nid: 41, uuid: 'u-1', type: 'news', title: 'x', path: '/news/big-band', langcode: 'zh-hans' },
        'zh-hans',
      ).href,
    ).toBe('/news/big-band');
  });
});

describe('a teaser of content in another language', () => {
  it("carries the lang of the language it is written in, and none when it is in the page's", () => {
    expect(reshapeNewsTeaser(node('zh-hans', '/news/big-band'), 'en').lang).toBe('zh-Hans');
    expect(reshapeNewsTeaser(node('en', '/news/big-band'), 'en').lang).toBeUndefined();
  });
});
