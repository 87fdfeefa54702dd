// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reshapeRoute } from '@/lib/cms/reshape/route';

const entity = {
  canonical: 'https://cms.example/en/news/new',
  type: 'node',
  bundle: 'news',
  id: '12',
  uuid: 'u-12',
  langcode: 'en',
};

describe("Decoupled Router's answer", () => {
  it('is the node that lives at the path', () => {
    expect(reshapeRoute({ resolved: 'https://cms.example/en/news/new', entity }, 'en')).toEqual({
      kind: 'node',
      type: 'news',
      uuid: 'u-12',
      nid: '12',
      langcode: 'en',
    });
    expect(reshapeRoute({ resolved: '/x', entity: { ...entity, type: 'taxonomy_term' } }, 'en')).toBeNull();
  });

  it("is a redirect when the Redirect module answers, to the final node's own address, in the language asked", () => {
    // module 2.x: the trace names each step (the status a string, as Drupal reads it), `to` may be a system path
    const answer = {
      resolved: 'https://cms.internal:8080/en/news/new',
      entity,
      redirect: [
        { from: '/news/oldest', to: '/en/news/old', status: '301' },
        { from: '/en/news/old', to: '/en/node/12', status: '301' },
      ],
    };
    expect(reshapeRoute(answer, 'en')).toEqual({ kind: 'redirect', location: '/en/news/new', permanent: true });
    // the same trace asked in Chinese (Drupal names its default language without a prefix)
    expect(
      reshapeRoute(
        { resolved: '/news/xin', entity, redirect: [{ from: '/news/jiu', to: '/news/xin', status: 301 }] },
        'zh-hans',
      ),
    ).toEqual({
      kind: 'redirect',
      location: '/news/xin',
      permanent: true,
    });
  });

  it('is temporary unless every step is permanent', () => {
    const redirect = [
      { from: '/a', to: '/b', status: '301' },
      { from: '/b', to: '/c', status: '302' },
    ];
    expect(reshapeRoute({ resolved: '/c', redirect }, 'zh-hans')).toMatchObject({ location: '/c', permanent: false });
    expect(
      reshapeRoute({ resolved: '/c', redirect: [{ from: '/a', to: '/c', status: '308' }] }, 'zh-hans'),
    ).toMatchObject({ permanent: true });
    expect(
      reshapeRoute({ resolved: '/c', redirect: [{ from: '/a', to: '/c', status: '307' }] }, 'zh-hans'),
    ).toMatchObject({ permanent: false });
  });

  it("puts the site's language prefix on a target without an entity, whatever prefix Drupal gave", () => {
    expect(
      reshapeRoute(
        {
          resolved: 'https://cms.example/en/events',
          isExternal: false,
          redirect: [{ from: '/tickets', to: '/en/events', status: '302' }],
        },
        'en',
      ),
    ).toEqual({
      kind: 'redirect',
      location: '/en/events',
      permanent: false,
    });
    expect(
      reshapeRoute(
        { resolved: '/zh-hans/events?x=1', redirect: [{ from: '/tickets', to: '/zh-hans/events?x=1', status: '302' }] },
        'zh-hans',
      ),
    ).toMatchObject({
      location: '/events?x=1',
    });
    expect(
      reshapeRoute({ resolved: '/en', redirect: [{ from: '/old-home', to: '/en', status: '301' }] }, 'en'),
    ).toMatchObject({ location: '/en' });
  });

  it('follows an external target as it is, and nothing that is not a web address or a path', () => {
    expect(
      reshapeRoute(
        { resolved: 'https://weibo.com/x', redirect: [{ from: '/weibo', to: 'https://weibo.com/x', status: '302' }] },
        'en',
      ),
    ).toEqual({
      kind: 'redirect',
      location: 'https://weibo.com/x',
      permanent: false,
    });
    for (const to of ['//evil.example/x', '/\\evil.example', 'javascript:alert(1)', ''])
      expect(reshapeRoute({ redirect: [{ from: '/a', to, status: '301' }] }, 'en'), to).toBeNull();
    expect(reshapeRoute({ redirect: 'nonsense' }, 'en')).toBeNull();
  });
});
