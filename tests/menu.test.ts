// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { activeMenuHref, reshapeMenu } from '@/lib/cms/reshape/menu';

describe('menu links', () => {
  it('turns Drupal link URIs into site paths, external links, or no link at all', () => {
    const links = reshapeMenu([
      { id: 'n', title: 'News', link: { uri: 'internal:/news' }, weight: 0 },
      { id: 'h', title: 'Home', link: { uri: 'route:<front>' }, weight: 1 },
      { id: 'a', title: 'About', link: { uri: 'entity:node/12' }, weight: 2 },
      { id: 'w', title: 'Weibo', link: { uri: 'https://weibo.com/x' }, weight: 3 },
      { id: 'm', title: 'Members', link: { uri: 'route:<nolink>' }, weight: 4 },
      { id: 'v', title: 'Visit', link: { uri: 'route:<button>' }, weight: 5 },
    ]);
    expect(links.map(({ href, external }) => ({ href, external }))).toEqual([
      { href: '/news', external: false },
      { href: '/', external: false },
      { href: '/node/12', external: false },
      { href: 'https://weibo.com/x', external: true },
      { href: null, external: false },
      { href: null, external: false },
    ]);
  });

  it("keeps the link field's query and fragment (Drupal's options), and its empty options", () => {
    const links = reshapeMenu([
      {
        id: 'j',
        title: 'Jobs',
        link: { uri: 'entity:node/7', options: { query: { tab: 'jobs' }, fragment: 'apply' } },
        weight: 0,
      },
      {
        id: 'n',
        title: 'News',
        link: { uri: 'internal:/news?category=3', options: { query: { page: '2' } } },
        weight: 1,
      },
      { id: 'e', title: 'Events', link: { uri: 'internal:/events', options: [] }, weight: 2 },
      {
        id: 'w',
        title: 'Weibo',
        link: { uri: 'https://weibo.com/x', options: { query: { from: 'site' } } },
        weight: 3,
      },
    ]);
    expect(links.map((i) => i.href)).toEqual([
      '/node/7?tab=jobs#apply',
      '/news?category=3&page=2',
      '/events',
      'https://weibo.com/x?from=site',
    ]);
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

  it("hides what hangs below a disabled link, or below a link JSON:API left out, as Drupal's menu tree does", () => {
    const tree = reshapeMenu([
      { id: 'g', title: 'Gift cards', link: { uri: 'internal:/gift-cards' }, weight: 0, enabled: false },
      {
        id: 'gb',
        title: 'Buy a gift card',
        link: { uri: 'internal:/gift-cards/buy' },
        weight: 0,
        parent: 'menu_link_content:g',
      },
      {
        id: 'gbx',
        title: 'Corporate',
        link: { uri: 'internal:/gift-cards/buy/corporate' },
        weight: 0,
        parent: 'menu_link_content:gb',
      },
      // its parent leads to an unpublished node: a visitor is not given it
      { id: 'o', title: 'Orphan', link: { uri: 'internal:/orphan' }, weight: 1, parent: 'menu_link_content:not-given' },
      // under a module's own link (not a menu_link_content entity): at the top
      { id: 'm', title: 'Module child', link: { uri: 'internal:/x' }, weight: 2, parent: 'standard.front_page' },
      { id: 'n', title: 'News', link: { uri: 'internal:/news' }, weight: 3, parent: null },
    ]);
    expect(tree.map((i) => i.title)).toEqual(['Module child', 'News']);
  });

  it('marks the deepest item the path belongs to as active', () => {
    const tree = reshapeMenu([
      { id: 'h', title: 'Home', link: { uri: 'route:<front>' }, weight: 0 },
      { id: 'n', title: 'News', link: { uri: 'internal:/news' }, weight: 1 },
      { id: 'a', title: 'About', link: { uri: 'internal:/about' }, weight: 2 },
      {
        id: 'f',
        title: 'Facilities',
        link: { uri: 'internal:/about/facilities' },
        weight: 0,
        parent: 'menu_link_content:a',
      },
      { id: 'm', title: 'Members', link: { uri: 'route:<nolink>' }, weight: 3 },
      { id: 'b', title: 'Benefits', link: { uri: 'internal:/benefits' }, weight: 0, parent: 'menu_link_content:m' },
    ]);
    expect(activeMenuHref(tree, '/news')).toBe('/news');
    expect(activeMenuHref(tree, '/news/2026/opening-night')).toBe('/news');
    expect(activeMenuHref(tree, '/newsletter')).toBeNull();
    expect(activeMenuHref(tree, '/about/facilities')).toBe('/about/facilities');
    expect(activeMenuHref(tree, '/')).toBe('/');
    expect(activeMenuHref(tree, '/events')).toBeNull();
    expect(activeMenuHref(tree, '/benefits')).toBe('/benefits');
  });
});
