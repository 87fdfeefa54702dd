import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../app';
import { shows } from '../seed/catalogue';
import { call, doc, newSandbox, rel } from './content-helpers';
import { theatre, theatreAddress } from '../../lib/theatre';

let sb: Sandbox;
beforeAll(async () => {
  sb = await newSandbox();
});
afterAll(() => sb?.close());

const BUNDLES = [
  'news',
  'art_education',
  'art_education_landing',
  'project',
  'festival',
  'festival_project',
  'education',
  'homepage',
  'about_us',
  'facilities',
  'sponsor',
  'advertisement',
  'user_panel',
  'landing_page',
];

async function newsBySlug(slug: string, lang: 'zh-hans' | 'en' = 'zh-hans', preview = false) {
  const prefix = lang === 'en' ? '/en' : '';
  const d = await doc(sb, `${prefix}/jsonapi/node/news?filter[path.alias]=/news/${slug}`, preview);
  return d.data[0];
}

describe('alias resolution (Decoupled Router shape)', () => {
  it('resolves the home path in both languages', async () => {
    for (const [prefix, alias, lang] of [
      ['', '/', 'zh-hans'],
      ['', '', 'zh-hans'],
      ['/en', '/', 'en'],
    ] as const) {
      const r = await call(sb, `${prefix}/jsonapi/alias/resolve?alias=${alias}`);
      expect(r.status).toBe(200);
      expect(r.body.isHomePath).toBe(true);
      expect(r.body.entity).toMatchObject({ type: 'node', bundle: 'homepage', langcode: lang });
      expect(r.body.entity.id).toMatch(/^\d+$/);
      expect(r.body.jsonapi).toMatchObject({
        resourceName: 'node--homepage',
        pathPrefix: 'jsonapi',
        basePath: '/jsonapi',
      });
      const individual = await doc(sb, rel(r.body.jsonapi.individual));
      expect(individual.data.id).toBe(r.body.entity.uuid);
    }
  });

  it('uses per-language aliases', async () => {
    const zh = await call(sb, '/jsonapi/alias/resolve?alias=/guanyu-women');
    expect(zh.status).toBe(200);
    expect(zh.body.entity).toMatchObject({ bundle: 'about_us', langcode: 'zh-hans' });
    expect(zh.body.label).toBe('关于我们');
    const en = await call(sb, '/en/jsonapi/alias/resolve?alias=/about-us');
    expect(en.body.entity).toMatchObject({ bundle: 'about_us', langcode: 'en', uuid: zh.body.entity.uuid });
    expect(en.body.resolved).toMatch(/\/en\/about-us$/);
    expect(en.body.jsonapi.individual).toContain('/en/jsonapi/node/about_us/');
    // the Chinese alias is not an English path
    expect((await call(sb, '/en/jsonapi/alias/resolve?alias=/guanyu-women')).status).toBe(404);
    // projects keep one alias
    const show = await call(sb, '/en/jsonapi/alias/resolve?alias=/shows/turandot');
    expect(show.body.entity).toMatchObject({ bundle: 'project', langcode: 'en' });
    expect(show.body.isHomePath).toBe(false);
    // system paths resolve too (menu links store entity:node/N)
    const bySystemPath = await call(sb, `/jsonapi/alias/resolve?alias=/node/${show.body.entity.id}`);
    expect(bySystemPath.body.entity.uuid).toBe(show.body.entity.uuid);
    // landing pages carry their type
    const centers = await call(sb, '/jsonapi/alias/resolve?alias=/centers');
    expect(centers.body.entity.bundle).toBe('landing_page');
    const node = await doc(sb, rel(centers.body.jsonapi.individual));
    expect(node.data.attributes.field_landing_type).toBe('centers');
  });

  it('answers 404 with a message for unknown paths', async () => {
    const r = await call(sb, '/jsonapi/alias/resolve?alias=/no/such/page');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ message: 'Unable to resolve path /no/such/page.' });
  });

  it('resolves a Chinese-only item in English by its system path, to its Chinese version; its Chinese alias is not an English one', async () => {
    // Drupal's aliases fall back to no other language (AliasRepository): only /en/node/N leads to it
    expect((await call(sb, '/en/jsonapi/alias/resolve?alias=/news/big-band-auditions')).status).toBe(404);
    const zh = await call(sb, '/jsonapi/alias/resolve?alias=/news/big-band-auditions');
    const nid = zh.body.entity.id;
    const r = await call(sb, `/en/jsonapi/alias/resolve?alias=/node/${nid}`);
    expect(r.status).toBe(200);
    expect(r.body.entity).toMatchObject({ uuid: zh.body.entity.uuid, langcode: 'zh-hans' });
    // its URL in English is the system path, as Drupal builds it with no English alias
    expect(r.body.resolved).toBe(`http://localhost/en/node/${nid}`);
  });

  it("reports the Redirect module's redirects as Decoupled Router does, in the path's language", async () => {
    const season = await newsBySlug('season-2026-27');
    const zh = await call(sb, '/jsonapi/alias/resolve?alias=/xinwen/2026-yanchuji');
    expect(zh.status).toBe(200);
    expect(zh.body.entity).toMatchObject({ type: 'node', bundle: 'news', uuid: season.id });
    expect(zh.body.resolved).toBe('http://localhost/news/season-2026-27');
    expect(zh.body.redirect).toEqual([{ from: '/xinwen/2026-yanchuji', to: '/news/season-2026-27', status: '301' }]);
    const en = await call(sb, '/en/jsonapi/alias/resolve?alias=/news/season-announcement');
    expect(en.body.redirect).toEqual([
      { from: '/news/season-announcement', to: '/en/news/season-2026-27', status: '301' },
    ]);
    // a redirect of one language is not one of the other
    expect((await call(sb, '/en/jsonapi/alias/resolve?alias=/xinwen/2026-yanchuji')).status).toBe(404);
    // to a path no entity lives at: `resolved` and the trace only
    const tickets = await call(sb, '/en/jsonapi/alias/resolve?alias=/tickets');
    expect(tickets.body).toEqual({
      resolved: 'http://localhost/en/events',
      isExternal: false,
      isHomePath: false,
      redirect: [{ from: '/tickets', to: '/en/events', status: '302' }],
    });
    // a loop is left alone: the path resolves as if there were no redirect
    expect((await call(sb, '/jsonapi/alias/resolve?alias=/loop-a')).status).toBe(404);
  });

  it('does not resolve unpublished nodes without the preview token', async () => {
    expect((await call(sb, '/jsonapi/alias/resolve?alias=/news/summer-open-day')).status).toBe(403);
    const r = await call(sb, '/jsonapi/alias/resolve?alias=/news/summer-open-day', { preview: true });
    expect(r.status).toBe(200);
  });
});

describe('resources', () => {
  it('serves every content type as a collection and as single resources', async () => {
    for (const bundle of BUNDLES) {
      const list = await doc(sb, `/jsonapi/node/${bundle}?filter[status]=1&filter[langcode]=zh-hans`);
      expect(list.data.length, bundle).toBeGreaterThan(0);
      const first = list.data[0];
      expect(first.type).toBe(`node--${bundle}`);
      expect(first.attributes).toMatchObject({ status: true, langcode: 'zh-hans' });
      expect(first.attributes.drupal_internal__nid).toEqual(expect.any(Number));
      expect(first.attributes.created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
      expect(first.attributes.path).toHaveProperty('alias');
      const one = await doc(sb, `/en/jsonapi/node/${bundle}/${first.id}`);
      expect(one.data.id).toBe(first.id);
      expect(one.links.self.href).toContain(`/en/jsonapi/node/${bundle}/${first.id}`);
    }
  });

  it("gives the theatre's phone and address as the site's footer does (lib/theatre.ts)", async () => {
    for (const lang of ['zh-hans', 'en'] as const) {
      const prefix = lang === 'en' ? '/en' : '';
      let text = '';
      for (const bundle of BUNDLES) {
        for (
          let next: string | undefined = `${prefix}/jsonapi/node/${bundle}?filter[langcode]=${lang}&page[limit]=50`;
          next;
        ) {
          const page = await doc(sb, next);
          text += JSON.stringify(page.data);
          next = page.links.next ? rel(page.links.next.href) : undefined;
        }
      }
      const phones = new Set(text.match(/\b400-\d{3}-\d{4}\b/g));
      expect(phones.size, lang).toBeGreaterThan(0);
      for (const phone of phones) expect(theatre.phone, lang).toBe(phone);
      const street = lang === 'en' ? '88 Harbour Bay Avenue' : '海湾大道88号';
      expect(theatreAddress(lang).replace(/\s/g, '')).toContain(street.replace(/\s/g, ''));
      expect(text).toContain(street);
    }
  });

  it('builds projects from the ticketing catalogue', async () => {
    const projects = await doc(sb, '/jsonapi/node/project?include=field_project_presentation_img');
    const regular = shows.filter((s) => !s.festival);
    expect(projects.data.map((p: any) => p.attributes.field_project_id).sort()).toEqual(
      regular.map((s) => s.projectToken).sort(),
    );
    const p = projects.data[0];
    expect(p.attributes.field_project_description).toMatchObject({ format: 'full_html' });
    expect(p.relationships.field_project_slider.data).toHaveLength(3);
    expect(p.relationships.field_project_recommendation.data.length).toBeGreaterThanOrEqual(3);
    const img = projects.included!.find((i) => i.type === 'file--file');
    expect(img.attributes.uri.url).toMatch(/^\/sites\/default\/files\/posters\/.+\.jpg$/);
    expect(p.relationships.field_project_presentation_img.data.meta).toMatchObject({ width: 1200, height: 1600 });
    const festival = await doc(sb, '/jsonapi/node/festival_project');
    expect(festival.data.map((f: any) => f.attributes.field_project_id).sort()).toEqual(
      shows
        .filter((s) => s.festival)
        .map((s) => s.projectToken)
        .sort(),
    );
  });

  it('includes nested relationships once each', async () => {
    const d = await doc(
      sb,
      '/jsonapi/node/news?page[limit]=10&include=field_news_type,field_news_poster,field_news_recommendation,field_news_recommendation.field_project_presentation_img',
    );
    const keys = d.included!.map((i) => `${i.type}:${i.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    const types = new Set(d.included!.map((i) => i.type));
    expect(types).toEqual(
      new Set(['taxonomy_term--types_of_news', 'file--file', 'node--project', 'node--festival_project']),
    );
    // every related project's poster is there (nested include)
    for (const p of d.included!.filter((i) => i.type.startsWith('node--')))
      expect(keys).toContain(`file--file:${p.relationships.field_project_presentation_img.data.id}`);
    const bad = await call(sb, '/jsonapi/node/news?include=field_nope');
    expect(bad.status).toBe(400);
  });

  it('applies sparse fieldsets to data and included', async () => {
    const d = await doc(
      sb,
      '/jsonapi/node/news?page[limit]=2&include=field_news_type&fields[node--news]=title,path,field_news_type&fields[taxonomy_term--types_of_news]=name',
    );
    expect(Object.keys(d.data[0].attributes).sort()).toEqual(['path', 'title']);
    expect(Object.keys(d.data[0].relationships)).toEqual(['field_news_type']);
    expect(Object.keys(d.included![0].attributes)).toEqual(['name']);
  });

  it('filters by status, language, term, date and text', async () => {
    const all = await doc(sb, '/jsonapi/node/news?filter[status]=1');
    expect(all.data).toHaveLength(27);
    const en = await doc(sb, '/en/jsonapi/node/news?filter[status]=1&filter[langcode]=en');
    expect(en.data).toHaveLength(26);
    expect(en.data.every((n: any) => n.attributes.langcode === 'en')).toBe(true);

    const terms = await doc(sb, '/jsonapi/taxonomy_term/types_of_news?sort=weight');
    const members = terms.data[2];
    const byTid = await doc(
      sb,
      `/jsonapi/node/news?filter[field_news_type.meta.drupal_internal__target_id]=${members.attributes.drupal_internal__tid}`,
    );
    const byUuid = await doc(sb, `/jsonapi/node/news?filter[field_news_type.id]=${members.id}`);
    expect(byTid.data.length).toBeGreaterThan(3);
    expect(byUuid.data.map((n: any) => n.id)).toEqual(byTid.data.map((n: any) => n.id));
    expect(byTid.data.every((n: any) => n.relationships.field_news_type.data.id === members.id)).toBe(true);
    const byName = await doc(sb, `/jsonapi/node/news?filter[field_news_type.name]=${encodeURIComponent('会员活动')}`);
    expect(byName.data).toHaveLength(byTid.data.length);

    const newest = await doc(sb, '/jsonapi/node/news?sort=-created&page[limit]=5&filter[status]=1');
    const pivot = newest.data[2].attributes.created;
    const earlier = await doc(
      sb,
      `/jsonapi/node/news?filter[status]=1&sort=-created&page[limit]=2&filter[c][condition][path]=created&filter[c][condition][operator]=${encodeURIComponent('<')}&filter[c][condition][value]=${encodeURIComponent(pivot)}`,
    );
    expect(earlier.data.map((n: any) => n.id)).toEqual(newest.data.slice(3, 5).map((n: any) => n.id));

    const contains = await doc(
      sb,
      '/en/jsonapi/node/news?filter[t][condition][path]=title&filter[t][condition][operator]=CONTAINS&filter[t][condition][value]=festival',
    );
    expect(contains.data.length).toBeGreaterThan(0);
    expect(contains.data.every((n: any) => /festival/i.test(n.attributes.title))).toBe(true);
    const inList = await doc(
      sb,
      '/jsonapi/node/project?filter[p][condition][path]=field_project_id&filter[p][condition][operator]=IN&filter[p][condition][value][]=PRJ1001&filter[p][condition][value][]=PRJ1003',
    );
    expect(inList.data).toHaveLength(2);
    const orGroup = await doc(
      sb,
      '/jsonapi/node/project?filter[g][group][conjunction]=OR&filter[a][condition][path]=field_project_id&filter[a][condition][value]=PRJ1001&filter[a][condition][memberOf]=g&filter[b][condition][path]=field_project_id&filter[b][condition][value]=PRJ1002&filter[b][condition][memberOf]=g',
    );
    expect(orGroup.data).toHaveLength(2);
  });

  it('sorts by created and by weight', async () => {
    const d = await doc(sb, '/jsonapi/node/news?sort=-created&filter[status]=1');
    const times = d.data.map((n: any) => Date.parse(n.attributes.created));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Date.now() - Math.min(...times)).toBeGreaterThan(500 * 86_400_000);
    const up = await doc(sb, '/jsonapi/taxonomy_term/membership_levels?sort=weight');
    const down = await doc(sb, '/jsonapi/taxonomy_term/membership_levels?sort=-weight');
    expect(up.data.map((t: any) => t.attributes.drupal_internal__tid)).toEqual([1, 2, 3, 4]);
    expect(down.data.map((t: any) => t.id)).toEqual([...up.data.map((t: any) => t.id)].reverse());
    expect(up.data[0].attributes).toMatchObject({ name: '普通会员', field_color: '#9e9e9e' });
    const edu = await doc(sb, '/en/jsonapi/taxonomy_term/type_of_education?sort=-weight&include=field_image');
    expect(edu.data).toHaveLength(2);
    expect(edu.included!.every((i) => i.type === 'file--file')).toBe(true);
    for (const vocab of ['types_of_news', 'themes'])
      expect((await doc(sb, `/jsonapi/taxonomy_term/${vocab}`)).data).toHaveLength(3);
  });

  it('pages with at most 50 items and next/prev links', async () => {
    const big = await doc(sb, '/jsonapi/file/file?page[limit]=200');
    expect(big.data).toHaveLength(50);
    expect(big.links.next).toBeDefined();
    expect(big.links.prev).toBeUndefined();
    const p1 = await doc(sb, '/jsonapi/node/news?filter[status]=1&sort=-created&page[limit]=10');
    expect(p1.data).toHaveLength(10);
    const p2 = await doc(sb, rel(p1.links.next.href));
    expect(p2.data).toHaveLength(10);
    expect(p2.links.prev).toBeDefined();
    const p3 = await doc(sb, rel(p2.links.next.href));
    expect(p3.data).toHaveLength(7);
    expect(p3.links.next).toBeUndefined();
    expect(new Set([...p1.data, ...p2.data, ...p3.data].map((n: any) => n.id)).size).toBe(27);
  });

  it('falls back to the original language for untranslated items', async () => {
    const zh = await newsBySlug('big-band-auditions');
    const d = await doc(sb, `/en/jsonapi/node/news/${zh.id}`);
    expect(d.data.attributes.langcode).toBe('zh-hans');
    expect(d.data.attributes.title).toBe(zh.attributes.title);
    const other = await doc(sb, '/en/jsonapi/node/news?filter[status]=1');
    expect(other.data.find((n: any) => n.id === zh.id).attributes.langcode).toBe('zh-hans');
  });

  it('hides unpublished items unless the preview token is sent', async () => {
    const hidden = await newsBySlug('summer-open-day');
    expect(hidden).toBeUndefined();
    const list = await doc(sb, '/jsonapi/node/news?filter[path.alias]=/news/summer-open-day');
    expect(list.meta.omitted.links['item--0'].href).toContain('/jsonapi/node/news/');
    const shown = await newsBySlug('summer-open-day', 'zh-hans', true);
    expect(shown.attributes.status).toBe(false);
    expect((await call(sb, `/jsonapi/node/news/${shown.id}`)).status).toBe(403);
    expect((await call(sb, `/jsonapi/node/news/${shown.id}`, { preview: true })).status).toBe(200);
    expect((await doc(sb, '/jsonapi/node/landing_page')).data).toHaveLength(2);
    expect((await doc(sb, '/jsonapi/node/landing_page', true)).data).toHaveLength(3);
  });

  it('serves revisions as Drupal names them: the working copy (a draft) to previews only, the latest version and a revision by id', async () => {
    const news = await newsBySlug('season-2026-27');
    expect(news.attributes.title).toBe('2026/27演出季正式发布');
    const path = `/jsonapi/node/news/${news.id}?resourceVersion=rel:working-copy`;
    expect((await call(sb, path)).status).toBe(403);
    const draft = await doc(sb, path, true);
    expect(draft.data.attributes.title).toBe('2026/27演出季正式发布（节目单更新）');
    expect(draft.data.attributes.status).toBe(false);
    const draftVid = draft.data.attributes.drupal_internal__vid;
    expect(draftVid).toBeGreaterThan(news.attributes.drupal_internal__vid);
    // the "latest version" is the default (published) revision, to anyone
    const latest = await doc(sb, `/jsonapi/node/news/${news.id}?resourceVersion=rel:latest-version`);
    expect(latest.data.attributes.title).toBe('2026/27演出季正式发布');
    // by id: the published one to anyone, the draft to previews only
    const byId = (vid: number) => `/jsonapi/node/news/${news.id}?resourceVersion=id:${vid}`;
    expect((await doc(sb, byId(news.attributes.drupal_internal__vid))).data.attributes.title).toBe(
      '2026/27演出季正式发布',
    );
    expect((await call(sb, byId(draftVid))).status).toBe(403);
    expect((await doc(sb, byId(draftVid), true)).data.attributes.title).toBe('2026/27演出季正式发布（节目单更新）');
  });

  it('follows the homepage relationship links', async () => {
    const home = await doc(sb, '/en/jsonapi/node/homepage/en');
    expect(home.data.attributes.langcode).toBe('en');
    const fields = [
      'field_home_slider',
      'field_ads_slider',
      'field_home_news',
      'field_home_sponsors',
      'field_home_art',
      'field_home_highlights',
    ];
    const counts: Record<string, number> = {};
    for (const f of fields) {
      const href = home.data.relationships[f].links.related.href;
      expect(href).toContain(`/en/jsonapi/node/homepage/${home.data.id}/${f}`);
      const related = await doc(
        sb,
        `${rel(href)}${rel(href).includes('?') ? '&' : '?'}include=${f === 'field_home_slider' ? 'field_slide_image,field_slide_project_news' : f === 'field_home_sponsors' ? 'field_sponsor_logo' : f === 'field_home_news' ? 'field_news_poster,field_news_type' : f === 'field_home_art' ? 'field_art_edu_poster' : f === 'field_ads_slider' ? 'field_image,field_advert_content' : 'field_project_presentation_img'}`,
      );
      counts[f] = related.data.length;
      expect(related.included!.length).toBeGreaterThan(0);
    }
    expect(counts).toEqual({
      field_home_slider: 5,
      field_ads_slider: 3,
      field_home_news: 6,
      field_home_sponsors: 6,
      field_home_art: 4,
      field_home_highlights: 6,
    });
    const byUuid = await doc(sb, `/jsonapi/node/homepage/${home.data.id}`);
    expect(byUuid.data.attributes.langcode).toBe('zh-hans');
    const idents = await doc(sb, rel(home.data.relationships.field_home_news.links.self.href));
    expect(idents.data).toHaveLength(6);
  });

  it('has a festival with project cards, and education paragraphs of every type', async () => {
    const f = await doc(
      sb,
      '/en/jsonapi/node/festival?include=field_festival_projects,field_festival_projects.field_project,field_festival_hero_slider,field_background_image,field_project_logo',
    );
    const festival = f.data[0];
    expect(festival.relationships.field_festival_projects.data).toHaveLength(4);
    const card = f.included!.find((i) => i.type === 'paragraph--festival_project_item');
    expect(card.attributes).toMatchObject({
      field_background_color: expect.stringMatching(/^#/),
      field_date_color: expect.stringMatching(/^#/),
    });
    expect(f.included!.filter((i) => i.type === 'node--festival_project')).toHaveLength(4);
    const edu = await doc(sb, '/jsonapi/node/education?include=field_content_section,field_type');
    const types = new Set(edu.included!.map((i) => i.type));
    for (const t of [
      'content_section_title',
      'content_section_video',
      'content_section_description',
      'content_section_image',
      'content_section_quiz',
    ])
      expect(types).toContain(`paragraph--${t}`);
    const videos = edu.included!.filter((i) => i.type === 'paragraph--content_section_video');
    expect(new Set(videos.map((v) => v.attributes.field_list))).toEqual(new Set(['upload', 'iframe']));
  });

  it('serves the user panel with benefits and level eligibility', async () => {
    const d = await doc(
      sb,
      '/jsonapi/node/user_panel?include=field_basic_benefits.field_levels_and_desc.field_eligibility,field_basic_benefits.field_icons',
    );
    const panel = d.data[0];
    for (const f of ['field_basic_benefits', 'field_gift', 'field_sponsor_member', 'field_member_activity'])
      expect(panel.relationships[f].data.length).toBeGreaterThan(0);
    expect(d.included!.some((i) => i.type === 'taxonomy_term--membership_levels' && i.attributes.field_color)).toBe(
      true,
    );
    expect(d.included!.some((i) => i.type === 'paragraph--levels_and_desc' && i.attributes.field_description)).toBe(
      true,
    );
  });
});

describe('menus, metatags and search', () => {
  it('lists menu links per menu with parents', async () => {
    const main = await doc(
      sb,
      '/en/jsonapi/menu_link_content/menu_link_content?filter[menu_name]=main&filter[status]=1&sort=weight&page[limit]=50',
    );
    const titles = main.data.map((m: any) => m.attributes.title);
    expect(titles).toEqual(
      expect.arrayContaining(["What's on", 'News', 'Festival', 'About us', 'Facilities', 'Benefits']),
    );
    const facilities = main.data.find((m: any) => m.attributes.title === 'Facilities');
    const about = main.data.find((m: any) => m.attributes.title === 'About us');
    expect(facilities.attributes.parent).toBe(`menu_link_content:${about.id}`);
    expect(about.attributes.link.uri).toMatch(/^entity:node\/\d+$/);
    expect(main.data.find((m: any) => m.attributes.title === 'News').attributes.link.uri).toBe('internal:/news');
    const footer = await doc(sb, '/jsonapi/menu_link_content/menu_link_content?filter[menu_name]=footer-menu');
    expect(footer.data.length).toBeGreaterThanOrEqual(5);
    expect(footer.data.length).toBeLessThanOrEqual(10);
    const common = await doc(sb, '/jsonapi/menu_link_content/menu_link_content?filter[menu_name]=common');
    expect(common.data.some((m: any) => m.attributes.link.uri.startsWith('https://'))).toBe(true);
  });

  it("stores every kind of link uri, and gives visitors what Drupal's menu link access gives them", async () => {
    const all = await doc(sb, '/jsonapi/menu_link_content/menu_link_content?page[limit]=50');
    const uris = all.data.map((m: any) => m.attributes.link.uri);
    for (const kind of [
      /^internal:\//,
      /^entity:node\/\d+$/,
      /^route:<front>$/,
      /^route:<nolink>$/,
      /^route:<button>$/,
      /^base:/,
      /^https:\/\//,
    ])
      expect(
        uris.some((uri: string) => kind.test(uri)),
        String(kind),
      ).toBe(true);
    // a disabled link is given, marked (access does not look at 'enabled'); hiding it is the menu's work
    const gift = all.data.find((m: any) => m.attributes.link.uri === 'internal:/gift-cards');
    expect(gift.attributes.enabled).toBe(false);
    expect(all.data.find((m: any) => m.attributes.parent === `menu_link_content:${gift.id}`)).toBeDefined();
    // a link to an unpublished node is not given to visitors, only with the preview token
    const openDay = (await call(sb, '/jsonapi/alias/resolve?alias=/news/summer-open-day', { preview: true })).body
      .entity.id;
    expect(uris).not.toContain(`entity:node/${openDay}`);
    const previewed = await doc(sb, '/jsonapi/menu_link_content/menu_link_content?page[limit]=50', true);
    expect(previewed.data.map((m: any) => m.attributes.link.uri)).toContain(`entity:node/${openDay}`);
  });

  it('gives metatags by uuid or nid', async () => {
    const show = (await call(sb, '/jsonapi/alias/resolve?alias=/shows/swan-lake')).body.entity;
    const tags = (await call(sb, `/jsonapi/metatag?entity_type=node&id=${show.uuid}&langcode=en`)).body;
    const find = (k: string) =>
      tags.find((t: any) => t.attributes.name === k || t.attributes.property === k || t.attributes.rel === k);
    expect(find('title').attributes.content).toBe('Swan Lake | Harbour Bay Grand Theatre');
    expect(find('og:image').attributes.content).toContain(
      '/image?op=scale_and_crop&url=%2Fsites%2Fdefault%2Ffiles%2Fposters%2Fswan-lake.jpg',
    );
    expect(find('canonical').attributes.href).toMatch(/\/en\/shows\/swan-lake$/);
    expect(find('twitter:card').attributes.content).toBe('summary_large_image');
    const byNid = (await call(sb, `/jsonapi/metatag?entity_type=node&id=${show.id}&langcode=zh-hans`)).body;
    expect(byNid.find((t: any) => t.attributes.property === 'og:title').attributes.content).toBe('芭蕾舞剧《天鹅湖》');
    expect((await call(sb, '/jsonapi/metatag?entity_type=user&id=1')).status).toBe(400);
    expect((await call(sb, '/jsonapi/metatag?entity_type=node&id=99999')).status).toBe(404);
  });

  it('searches 4 results a page', async () => {
    const post = (prefix: string, body: unknown) =>
      call(sb, `${prefix}/jsonapi/itc_search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const p1 = await post('/en', { keyword: 'festival', page: 1 });
    expect(p1.status).toBe(200);
    const { count, results } = p1.body.data;
    expect(count).toBeGreaterThan(4);
    expect(results).toHaveLength(4);
    const p2 = (await post('/en', { keyword: 'festival', page: 2 })).body.data.results;
    expect(p2.length).toBe(Math.min(4, count - 4));
    expect(new Set([...results, ...p2].map((r: any) => r.uuid)).size).toBe(results.length + p2.length);
    const show = (await post('', { keyword: '图兰朵', page: 1 })).body.data.results.find(
      (r: any) => r.type === 'project',
    );
    expect(show).toMatchObject({
      field_project_id: 'PRJ1001',
      path: '/shows/turandot',
      nid: expect.any(Number),
      uuid: expect.any(String),
    });
    // a Chinese search answers with the Chinese translation's own (Chinese-lettered) poster
    expect(show.field_project_presentation_img).toBe('/sites/default/files/posters/turandot-zh-hans.jpg');
    const news = (await post('/en', { keyword: 'Turandot', page: 1 })).body.data.results.find(
      (r: any) => r.type === 'news',
    );
    expect(news).toHaveProperty('field_news_poster');
    expect((await post('', { keyword: 'zzzz-nothing', page: 1 })).body.data).toEqual({ count: 0, results: [] });
    const bad = await call(sb, '/jsonapi/itc_search', { method: 'POST', body: '{not json' });
    expect(bad.status).toBe(400);
    expect((await post('', { keyword: 'a', page: 0 })).status).toBe(400);
  });

  it('ranks the show first when a search names it, in either language, before news that mention it', async () => {
    const post = (prefix: string, keyword: string) =>
      call(sb, `${prefix}/jsonapi/itc_search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ keyword, page: 1 }),
      });
    for (const [prefix, keyword] of [
      ['/en', 'Turandot'],
      ['/en', 'turandot'],
      ['', '图兰朵'],
      ['', '歌剧《图兰朵》'],
    ]) {
      const { results } = (await post(prefix, keyword)).body.data;
      expect(results[0], `${prefix} ${keyword}`).toMatchObject({ type: 'project', field_project_id: 'PRJ1001' });
      // the news items about it are still found, after it
      expect(
        results.slice(1).some((r: any) => r.type === 'news'),
        `${prefix} ${keyword}`,
      ).toBe(true);
    }
    const swan = (await post('/en', 'swan lake')).body.data.results;
    expect(swan[0]).toMatchObject({ type: 'project', path: '/shows/swan-lake' });
  });
});

describe('bad input', () => {
  it('answers 4xx JSON:API errors, never 500', async () => {
    const urls = [
      '/jsonapi/node/bogus',
      '/jsonapi/node/news/not-a-uuid',
      '/jsonapi/node/news/00000000-0000-5000-8000-000000000000',
      '/jsonapi/node/news?filter=oops',
      '/jsonapi/node/news?filter[nope]=1',
      '/jsonapi/node/news?filter[x][condition][path]=title&filter[x][condition][operator]=LIKE&filter[x][condition][value]=a',
      '/jsonapi/node/news?filter[x][condition][operator]==',
      '/jsonapi/node/news?filter[x][condition][path]=title&filter[x][condition][memberOf]=nogroup&filter[x][condition][value]=a',
      '/jsonapi/node/news?page=3',
      '/jsonapi/node/news?page[limit]=abc',
      '/jsonapi/node/news?page[offset]=-5',
      '/jsonapi/node/news?sort=-nope',
      '/jsonapi/node/news?include=field_news_type..x',
      '/jsonapi/node/news?fields=title',
      '/jsonapi/node/news/x/y/z/w',
      '/jsonapi/nonsense',
      '/jsonapi/taxonomy_term/nope',
      '/en/jsonapi/node/news?filter[a][b][c][d]=1',
    ];
    for (const u of urls) {
      const r = await call(sb, u);
      expect(r.status, u).toBeGreaterThanOrEqual(400);
      expect(r.status, u).toBeLessThan(500);
      expect(r.type, u).toContain('application/vnd.api+json');
      expect(r.body.errors[0], u).toMatchObject({
        status: String(r.status),
        title: expect.any(String),
        detail: expect.any(String),
      });
    }
    const write = await call(sb, '/jsonapi/node/news', { method: 'POST', body: '{}' });
    expect(write.status).toBe(405);
    const news = (await doc(sb, '/jsonapi/node/news?page[limit]=1')).data[0];
    expect((await call(sb, `/jsonapi/node/news/${news.id}?resourceVersion=banana`)).status).toBe(400);
    expect((await call(sb, `/jsonapi/node/news/${news.id}/field_nope`)).status).toBe(404);
  });
});

describe('editor endpoint', () => {
  it('needs the preview token, edits titles and unpublishes, and calls the revalidation hook', async () => {
    const received: any[] = [];
    // the site's webhook, called as the `next` module's cache-tag revalidator calls it
    const server = createServer((req, res) => {
      received.push({ method: req.method, ...Object.fromEntries(new URL(req.url!, 'http://site.test').searchParams) });
      req.resume();
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const own = await newSandbox({
      revalidateUrl: `http://127.0.0.1:${port}/api/revalidate`,
      revalidateSecret: 's3cret',
    });
    try {
      const show = (await call(own, '/en/jsonapi/alias/resolve?alias=/shows/breath')).body.entity;
      const post = (body: unknown, preview = true) =>
        call(own, `/sandbox/content/${show.uuid}`, {
          method: 'POST',
          preview,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect((await post({ title: 'x' }, false)).status).toBe(401);
      expect((await post({ status: 'no' })).status).toBe(400);
      const edited = await post({ langcode: 'en', title: 'Breath (extra night)' });
      expect(edited.status).toBe(200);
      const after = await doc(own, `/en/jsonapi/node/project/${show.uuid}`);
      expect(after.data.attributes.title).toBe('Breath (extra night)');
      expect((await doc(own, `/jsonapi/node/project/${show.uuid}`)).data.attributes.title).toBe('现代舞《呼吸》');

      expect((await post({ status: false })).status).toBe(200);
      const list = await doc(own, '/jsonapi/node/project?filter[status]=1');
      expect(list.data.some((p: any) => p.id === show.uuid)).toBe(false);
      expect((await call(own, '/jsonapi/alias/resolve?alias=/shows/breath')).status).toBe(403);
      expect((await call(own, `/en/jsonapi/node/project/${show.uuid}`)).status).toBe(403);

      for (let i = 0; i < 50 && received.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
      expect(received[0]).toEqual({
        method: 'GET',
        secret: 's3cret',
        tags: `node:${show.id},node_list,node_list:project`,
      });

      // a new alias leaves a 301 from the old one (the Redirect module's default), and says so
      expect((await post({ langcode: 'en', alias: '//evil' })).status).toBe(400);
      expect((await post({ langcode: 'en', alias: '/shows/breath-2027' })).status).toBe(200);
      const moved = await call(own, '/en/jsonapi/alias/resolve?alias=/shows/breath');
      expect(moved.status).toBe(403); // unpublished above: the redirect's target is not for visitors
      await post({ status: true });
      const back = await call(own, '/en/jsonapi/alias/resolve?alias=/shows/breath');
      expect(back.body.redirect).toEqual([{ from: '/shows/breath', to: '/en/shows/breath-2027', status: '301' }]);
      expect((await call(own, '/jsonapi/alias/resolve?alias=/shows/breath')).body.redirect).toBeUndefined();
      // the alias change is a save of the node like any other: its tags again
      for (let i = 0; i < 50 && received.length < 4; i++) await new Promise((r) => setTimeout(r, 20));
      expect(received.slice(2).map((r) => r.tags)).toEqual([
        `node:${show.id},node_list,node_list:project`,
        `node:${show.id},node_list,node_list:project`,
      ]);
    } finally {
      own.close();
      server.close();
    }
  });
});
