import { describe, expect, it } from 'vitest';
import { activeMenuHref, menuHref, reshapeMenu } from '@/lib/cms/reshape/menu';
import { linkTarget } from '@/lib/cms/reshape/teasers';

describe('menu links', () => {
  it('turns Drupal link URIs into site paths', () => {
    expect(menuHref('internal:/news')).toEqual({ href: '/news', external: false });
    expect(menuHref('route:<front>')).toEqual({ href: '/', external: false });
    expect(menuHref('entity:node/12')).toEqual({ href: '/node/12', external: false });
    expect(menuHref('https://weibo.com/x')).toEqual({ href: 'https://weibo.com/x', external: true });
  });

  it("keeps the link field's query and fragment (Drupal's options), and its empty options", () => {
    const links = reshapeMenu([
      { id: 'j', title: 'Jobs', link: { uri: 'entity:node/7', options: { query: { tab: 'jobs' }, fragment: 'apply' } }, weight: 0 },
      { id: 'n', title: 'News', link: { uri: 'internal:/news?category=3', options: { query: { page: '2' } } }, weight: 1 },
      { id: 'e', title: 'Events', link: { uri: 'internal:/events', options: [] }, weight: 2 },
      { id: 'w', title: 'Weibo', link: { uri: 'https://weibo.com/x', options: { query: { from: 'site' } } }, weight: 3 },
    ]);
    expect(links.map((i) => i.href)).toEqual(['/node/7?tab=jobs#apply', '/news?category=3&page=2', '/events', 'https://weibo.com/x']);
  });

  it('gives link fields elsewhere (adverts, sponsors) the same query and fragment, in the visitor\'s language', () => {
    expect(linkTarget({ uri: 'entity:node/7', options: { query: { tab: 'jobs' } } }, 'en')).toEqual({ href: '/en/node/7?tab=jobs', external: false });
    expect(linkTarget({ uri: 'internal:/benefits', options: [] }, 'zh-hans')).toEqual({ href: '/benefits', external: false });
    expect(linkTarget({ uri: 'https://weibo.com/x', options: { query: { from: 'site' } } }, 'en')).toEqual({ href: 'https://weibo.com/x', external: true });
  });

  it('builds a tree by parent, sorted by weight, without disabled links', () => {
    const tree = reshapeMenu([
      { id: 'b', title: 'About', link: { uri: 'internal:/about' }, weight: 5 },
      { id: 'c', title: 'Facilities', link: { uri: 'internal:/facilities' }, weight: 1, parent: 'menu_link_content:b' },
      { id: 'a', title: 'News', link: { uri: 'internal:/news' }, weight: 1 },
      { id: 'd', title: 'Hidden', link: { uri: 'internal:/hidden' }, weight: 0, enabled: false },
    ]);
    expect(tree.map((i) => i.title)).toEqual(['News', 'About']);
    expect(tree[1].children.map((i) => i.title)).toEqual(['Facilities']);
  });

  it('marks the deepest item the path belongs to as active', () => {
    const tree = reshapeMenu([
      { id: 'h', title: 'Home', link: { uri: 'route:<front>' }, weight: 0 },
      { id: 'n', title: 'News', link: { uri: 'internal:/news' }, weight: 1 },
      { id: 'a', title: 'About', link: { uri: 'internal:/about' }, weight: 2 },
      { id: 'f', title: 'Facilities', link: { uri: 'internal:/about/facilities' }, weight: 0, parent: 'menu_link_content:a' },
    ]);
    expect(activeMenuHref(tree, '/news')).toBe('/news');
    expect(activeMenuHref(tree, '/news/2026/opening-night')).toBe('/news');
    expect(activeMenuHref(tree, '/newsletter')).toBeNull();
    expect(activeMenuHref(tree, '/about/facilities')).toBe('/about/facilities');
    expect(activeMenuHref(tree, '/')).toBe('/');
    expect(activeMenuHref(tree, '/events')).toBeNull();
  });
});
