import { http, type JsonBodyType } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { theHomepage } from './fixtures/seed';
import { SANDBOX_ORIGIN, startSandboxMsw, trackRequests } from './support/sandbox-msw';

// Outside a Next build 'use cache' is an inert string; cacheTag needs a cache scope, so it is stubbed.
vi.mock('next/cache', () => ({ cacheTag: () => undefined, cacheLife: () => undefined }));

const { getHomepage } = await import('@/lib/cms/home');

let env: Awaited<ReturnType<typeof startSandboxMsw>>;
let requests: ReturnType<typeof trackRequests>;

beforeAll(async () => {
  env = await startSandboxMsw();
  requests = trackRequests(env.server);
});
afterEach(() => env.server.resetHandlers());
afterAll(() => env.close());

const locales = ['zh-hans', 'en'] as const;

/** A related-resource call of the homepage: /jsonapi/node/homepage/{id}/field_x (with /en in English). */
const relatedCall = /\/jsonapi\/node\/homepage\/[^/]+\/field_[a-z_]+$/;

/** The sandbox's own answer to a request the site made. */
async function sandboxAnswer(request: Request) {
  const url = new URL(request.url);
  const answer = await env.sandbox.fetch(
    new Request(`${SANDBOX_ORIGIN}${url.pathname}${url.search}`, { headers: request.headers }),
  );
  return {
    status: answer.status,
    body: (await answer.json()) as { data: { id: string }[]; meta?: Record<string, unknown> },
  };
}

describe('the home page a visitor sees', () => {
  it.each(locales)(
    'every block in the homepage’s order, each teaser whole, in the page’s language (%s)',
    async (locale) => {
      const home = await getHomepage(locale);

      expect(home.slides.map((s) => s.title)).toEqual(theHomepage.slides.map((s) => s.title[locale]));
      for (const slide of home.slides) {
        expect(slide.image?.url, slide.title).toMatch(/^\/sites\/default\/files\//);
        // the path inside the page's language: the link adds /en
        expect(slide.link?.href, slide.title).toMatch(/^\/(?!en(?:\/|$))/);
      }
      expect(home.ads).toHaveLength(theHomepage.adCount);
      expect(home.ads.every((a) => a.title !== '' && a.image !== null)).toBe(true);

      // A news item with no translation comes back in Chinese: the English page leaves it out.
      expect(theHomepage.news.some((n) => n.zhOnly)).toBe(true);
      const news = theHomepage.news.filter((n) => locale === 'zh-hans' || !n.zhOnly);
      expect(home.news.map((n) => ({ title: n.title, href: n.href }))).toEqual(
        news.map((n) => ({ title: n.title[locale], href: `/news/${n.slug}` })),
      );
      // poster and type come from the includes of the related answer, merged into one document
      for (const item of home.news) {
        expect(item.image?.url, item.title).toMatch(/^\/sites\/default\/files\/news\//);
        expect(item.typeName, item.title).not.toBe('');
      }

      expect(home.art.map((a) => a.title)).toEqual(theHomepage.art.map((a) => a.title[locale]));
      expect(home.art.every((a) => a.image !== null && a.themeName !== '')).toBe(true);

      expect(home.highlights.map((h) => ({ title: h.title, projectId: h.projectId }))).toEqual(
        theHomepage.highlights.map((s) => ({ title: s.title[locale], projectId: s.projectToken })),
      );
      expect(home.highlights.every((h) => h.image !== null)).toBe(true);
      expect(home.sponsors.length).toBeGreaterThan(0);
      expect(home.sponsors.every((s) => s.image !== null && s.link !== null)).toBe(true);
    },
  );

  it.each(locales)(
    'reads the homepage by language, then asks for all six relationships at once (%s)',
    async (locale) => {
      const expected = await getHomepage(locale);
      // hold every related answer until all six are asked for: read one after another, only one ever arrives
      const held: { request: Request; release: () => void }[] = [];
      env.server.use(
        http.get(relatedCall, async ({ request }) => {
          await new Promise<void>((release) => held.push({ request, release }));
          const { status, body } = await sandboxAnswer(request);
          return Response.json(body as JsonBodyType, { status });
        }),
      );
      requests.reset();
      const reading = getHomepage(locale);
      await vi.waitFor(() => expect(held).toHaveLength(6));
      const prefix = locale === 'en' ? '/en/jsonapi' : '/jsonapi';
      expect(requests.paths[0]).toBe(`${prefix}/node/homepage/${locale}`);
      expect(new Set(held.map((h) => new URL(h.request.url).pathname.split('/').at(-1)))).toEqual(
        new Set([
          'field_ads_slider',
          'field_home_art',
          'field_home_news',
          'field_home_slider',
          'field_home_sponsors',
          'field_home_highlights',
        ]),
      );
      // answered last first: the page keeps the homepage's order, not the order the answers came in
      for (const h of [...held].reverse()) h.release();
      expect(await reading).toEqual(expected);
      expect(requests.paths).toHaveLength(7);
    },
  );

  it('leaves out a news item its own answer omits, though another block’s answer includes it', async () => {
    // the newest news item is also the last slide's link, so the slider's answer includes it whole
    const [hidden] = theHomepage.news;
    expect(theHomepage.slides.at(-1)?.title).toEqual(hidden.title);
    env.server.use(
      http.get(/\/jsonapi\/node\/homepage\/[^/]+\/field_home_news$/, async ({ request }) => {
        const { body } = await sandboxAnswer(request);
        // Drupal leaves an entity the visitor may not view out of `data`, and says so in meta.omitted
        const id = body.data.find(
          (r) => (r as { attributes?: { title?: string } }).attributes?.title === hidden.title['zh-hans'],
        )?.id;
        expect(id).toBeDefined();
        return Response.json({
          ...body,
          data: body.data.filter((r) => r.id !== id),
          meta: { omitted: { detail: 'Some resources have been omitted because of insufficient authorization.' } },
        } as JsonBodyType);
      }),
    );
    const home = await getHomepage('zh-hans');
    expect(home.news.map((n) => n.title)).toEqual(
      theHomepage.news.filter((n) => n !== hidden).map((n) => n.title['zh-hans']),
    );
  });
});
