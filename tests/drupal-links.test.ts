// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { linkTarget, parseDrupalLink } from '@/lib/cms/reshape/link';

const link = (uri: string, options?: unknown) => parseDrupalLink({ uri, title: '', options: options ?? [] });

describe('Drupal link URIs (core Url::fromUri)', () => {
  it('reads internal: paths, with the front page as /', () => {
    expect(link('internal:/news')).toEqual({ kind: 'site', path: '/news' });
    expect(link('internal:/')).toEqual({ kind: 'site', path: '/' });
    expect(link('internal:/news?category=3#latest')).toEqual({ kind: 'site', path: '/news?category=3#latest' });
  });

  it('reads entity: and entity routes as the node system path (resolved to the alias elsewhere)', () => {
    expect(link('entity:node/12')).toEqual({ kind: 'site', path: '/node/12' });
    expect(link('route:entity.node.canonical;node=12')).toEqual({ kind: 'site', path: '/node/12' });
    // no page on this site for other entity types: not a link rather than a dead one
    expect(link('entity:taxonomy_term/4')).toBeNull();
    expect(link('entity:user/1')).toBeNull();
  });

  it("reads Drupal's special routes: the front page, and parents that are no link", () => {
    expect(link('route:<front>')).toEqual({ kind: 'site', path: '/' });
    expect(link('route:<nolink>')).toEqual({ kind: 'nolink' });
    expect(link('route:<none>')).toEqual({ kind: 'nolink' });
    expect(link('internal:')).toEqual({ kind: 'nolink' });
    expect(link('route:<button>')).toEqual({ kind: 'button' });
    // a route only Drupal knows (its login form, a view): nothing to link to on this site
    expect(link('route:user.login')).toBeNull();
  });

  it('reads base: paths (files and paths Drupal does not route) as files of the site, in no language', () => {
    expect(link('base:sitemap.xml')).toEqual({ kind: 'file', href: '/sitemap.xml' });
    expect(link('base:/robots.txt')).toEqual({ kind: 'file', href: '/robots.txt' });
    expect(linkTarget({ uri: 'base:sitemap.xml' })).toEqual({ href: '/sitemap.xml', external: true });
  });

  it('reads external links of the allowed protocols, and nothing that runs script', () => {
    expect(link('https://weibo.com/x')).toEqual({ kind: 'external', href: 'https://weibo.com/x' });
    expect(link('mailto:boxoffice@theatre.example')).toEqual({
      kind: 'external',
      href: 'mailto:boxoffice@theatre.example',
    });
    expect(link('tel:+864008202026')).toEqual({ kind: 'external', href: 'tel:+864008202026' });
    for (const hostile of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'https:evil',
      '/news',
      '',
    ])
      expect(link(hostile), hostile).toBeNull();
    expect(parseDrupalLink(null)).toBeNull();
    expect(parseDrupalLink({ uri: 42 })).toBeNull();
  });

  it('never makes a path that leaves the site (//host is another site)', () => {
    expect(link('internal://evil.example/x')).toEqual({ kind: 'site', path: '/evil.example/x' });
    expect(link('base://evil.example')).toEqual({ kind: 'file', href: '/evil.example' });
    expect(link('internal:/\\evil.example')).toEqual({ kind: 'site', path: '/evil.example' });
  });

  it("merges the uri's query with the options' (whose keys win) and takes the options' fragment first", () => {
    expect(link('entity:node/7', { query: { tab: 'jobs' }, fragment: 'apply' })).toEqual({
      kind: 'site',
      path: '/node/7?tab=jobs#apply',
    });
    expect(link('internal:/news?category=3&page=1#top', { query: { page: '2' } })).toEqual({
      kind: 'site',
      path: '/news?category=3&page=2#top',
    });
    // as Drupal's UrlHelper::buildQuery: nested keys a[b], brackets encoded; a null value is the bare key
    expect(
      link('internal:/search', {
        query: { keyword: 'Swan Lake/天鹅湖', filter: { type: ['news', 'art'] }, flag: null },
      }),
    ).toEqual({
      kind: 'site',
      path: `/search?keyword=Swan%20Lake/${encodeURIComponent('天鹅湖')}&filter%5Btype%5D%5B0%5D=news&filter%5Btype%5D%5B1%5D=art&flag`,
    });
    expect(link('https://weibo.com/x?a=1', { query: { from: 'site' } })).toEqual({
      kind: 'external',
      href: 'https://weibo.com/x?a=1&from=site',
    });
  });

  it('gives a link field as a page of the site (its path inside the language: SiteLink adds the language), or no link', () => {
    expect(linkTarget({ uri: 'entity:node/7', options: { query: { tab: 'jobs' } } })).toEqual({
      href: '/node/7?tab=jobs',
      external: false,
    });
    expect(linkTarget({ uri: 'internal:/benefits', options: [] })).toEqual({ href: '/benefits', external: false });
    expect(linkTarget({ uri: 'route:<front>', options: { fragment: 'news' } })).toEqual({
      href: '/#news',
      external: false,
    });
    expect(linkTarget({ uri: 'https://weibo.com/x' })).toEqual({ href: 'https://weibo.com/x', external: true });
    expect(linkTarget({ uri: 'route:<nolink>' })).toBeNull();
  });
});
