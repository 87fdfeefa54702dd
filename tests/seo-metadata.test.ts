// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reshapeMetatags } from '@/lib/cms/metatags';
import { contentMetadata, fixedRouteMetadata } from '@/lib/seo/metadata';
import { absoluteUrl, hreflangAlternates, publicAssetUrl } from '@/lib/seo/urls';

// lib/platform/config/config defaults: SITE_URL http://localhost:3000, CMS_URL http://127.0.0.1:4010
const SITE = 'http://localhost:3000';
const defaults = { siteName: 'Harbour Bay Grand Theatre', description: 'The default description' };

const drupalTags = [
  { tag: 'meta', attributes: { name: 'title', content: 'Turandot | Harbour Bay Grand Theatre' } },
  { tag: 'meta', attributes: { name: 'description', content: 'Puccini at the lyric theatre.' } },
  { tag: 'link', attributes: { rel: 'canonical', href: 'http://127.0.0.1:4010/en/shows/turandot' } },
  { tag: 'meta', attributes: { property: 'og:type', content: 'website' } },
  { tag: 'meta', attributes: { property: 'og:title', content: 'Turandot' } },
  {
    tag: 'meta',
    attributes: {
      property: 'og:image',
      content:
        'http://127.0.0.1:4010/image?op=scale_and_crop&url=%2Fsites%2Fdefault%2Ffiles%2Fposters%2Fturandot.jpg&width=1200&height=630',
    },
  },
  { tag: 'meta', attributes: { name: 'twitter:card', content: 'summary_large_image' } },
  { tag: 'bogus' },
];

describe('metatags', () => {
  it('reads Drupal metatag entries by name, ignoring malformed ones', () => {
    const byName = reshapeMetatags(drupalTags);
    expect(byName.title).toBe('Turandot | Harbour Bay Grand Theatre');
    expect(byName.canonical).toBe('http://127.0.0.1:4010/en/shows/turandot');
    expect(byName['og:title']).toBe('Turandot');
    expect(reshapeMetatags({ not: 'a list' })).toEqual({});
  });
});

describe('canonical and hreflang', () => {
  it('puts English under /en and Chinese without prefix, x-default on Chinese', () => {
    expect(absoluteUrl('zh-hans', '/guanyu-women')).toBe(`${SITE}/guanyu-women`);
    expect(absoluteUrl('en', '/about-us')).toBe(`${SITE}/en/about-us`);
    expect(absoluteUrl('en', '/')).toBe(`${SITE}/en`);
    expect(hreflangAlternates({ 'zh-hans': '/guanyu-women', en: '/about-us' })).toEqual({
      'zh-Hans': `${SITE}/guanyu-women`,
      en: `${SITE}/en/about-us`,
      'x-default': `${SITE}/guanyu-women`,
    });
  });

  it('leaves out a language the page has none in', () => {
    expect(hreflangAlternates({ 'zh-hans': '/news/big-band-auditions', en: null })).toEqual({
      'zh-Hans': `${SITE}/news/big-band-auditions`,
      'x-default': `${SITE}/news/big-band-auditions`,
    });
  });

  it('moves backend asset URLs onto the site origin (the site proxies /image)', () => {
    expect(publicAssetUrl('http://127.0.0.1:4010/image?op=scale&url=x&width=10')).toBe(
      `${SITE}/image?op=scale&url=x&width=10`,
    );
    expect(publicAssetUrl('/sites/default/files/a.jpg')).toBe(`${SITE}/sites/default/files/a.jpg`);
  });
});

describe('content page metadata', () => {
  it('uses the metatags, the site canonical (not the backend one) and both aliases', () => {
    const meta = contentMetadata({
      locale: 'en',
      title: 'Turandot',
      paths: { 'zh-hans': '/shows/turandot', en: '/shows/turandot' },
      metatags: reshapeMetatags(drupalTags),
      defaults,
    });
    expect(meta.title).toEqual({ absolute: 'Turandot | Harbour Bay Grand Theatre' });
    expect(meta.description).toBe('Puccini at the lyric theatre.');
    expect(meta.alternates?.canonical).toBe(`${SITE}/en/shows/turandot`);
    expect(meta.alternates?.languages).toMatchObject({
      en: `${SITE}/en/shows/turandot`,
      'zh-Hans': `${SITE}/shows/turandot`,
    });
    const og = meta.openGraph as { url: string; images: { url: string }[]; locale: string };
    expect(og.url).toBe(`${SITE}/en/shows/turandot`);
    expect(og.locale).toBe('en_US');
    expect(og.images[0].url).toBe(
      `${SITE}/image?op=scale_and_crop&url=%2Fsites%2Fdefault%2Ffiles%2Fposters%2Fturandot.jpg&width=1200&height=630`,
    );
    expect((meta.twitter as { card: string }).card).toBe('summary_large_image');
  });

  it("falls back to the node title, the default description and the site's own share image (public/, not a file only one CMS has)", () => {
    const meta = contentMetadata({
      locale: 'zh-hans',
      title: '关于我们',
      paths: { 'zh-hans': '/guanyu-women', en: '/about-us' },
      metatags: {},
      defaults,
    });
    expect(meta.title).toBe('关于我们');
    expect(meta.description).toBe('The default description');
    const og = meta.openGraph as { images: { url: string }[]; siteName: string };
    expect(og.siteName).toBe('Harbour Bay Grand Theatre');
    expect(og.images[0].url).toBe(`${SITE}/static/brand/share.jpg`);
  });

  it('gives fixed routes a title, canonical and hreflang, and noindex when asked', () => {
    const meta = fixedRouteMetadata({ locale: 'en', path: '/news', title: 'News' });
    expect(meta.alternates?.canonical).toBe(`${SITE}/en/news`);
    expect(meta.alternates?.languages).toMatchObject({ 'zh-Hans': `${SITE}/news`, 'x-default': `${SITE}/news` });
    expect(meta.robots).toBeUndefined();
    expect(fixedRouteMetadata({ locale: 'en', path: '/search', title: 'Search', index: false }).robots).toMatchObject({
      index: false,
    });
  });
});
