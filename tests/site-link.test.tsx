import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteLink } from '@/components/ui/SiteLink';
import { withIntl } from './support/intl';

function hrefOf(path: string, locale: 'en' | 'zh-hans') {
  const { unmount } = render(withIntl(<SiteLink href={path}>go</SiteLink>, locale));
  const href = screen.getByRole('link', { name: 'go' }).getAttribute('href');
  unmount();
  return href;
}

/** Content links carry the path inside the language; the link puts the visitor's language on it. */
describe('SiteLink', () => {
  it('puts English under /en and leaves Chinese at the root', () => {
    expect(hrefOf('/news/2026/opening', 'en')).toBe('/en/news/2026/opening');
    expect(hrefOf('/news/2026/opening', 'zh-hans')).toBe('/news/2026/opening');
  });

  it('puts the prefix on the path alone: the home page is /en, with its query and fragment kept', () => {
    expect(hrefOf('/', 'en')).toBe('/en');
    expect(hrefOf('/', 'zh-hans')).toBe('/');
    expect(hrefOf('/?tab=1', 'en')).toBe('/en?tab=1');
    expect(hrefOf('/#news', 'en')).toBe('/en#news');
    expect(hrefOf('/search?keyword=Swan%20Lake&filter%5Btype%5D%5B0%5D=news#top', 'en')).toBe(
      '/en/search?keyword=Swan%20Lake&filter%5Btype%5D%5B0%5D=news#top',
    );
  });

  it("gives a node's system path (untranslated or unaliased content) the language too", () => {
    expect(hrefOf('/node/7?tab=jobs', 'en')).toBe('/en/node/7?tab=jobs');
    expect(hrefOf('/node/7', 'zh-hans')).toBe('/node/7');
  });
});
