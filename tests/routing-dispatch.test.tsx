// @vitest-environment node
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import zh from '@/messages/zh-hans.json';
import { theHomepage } from './fixtures/seed';
import { startSandboxMsw, trackRequests } from './support/sandbox-msw';

// Outside a Next build 'use cache' is an inert string; cacheTag needs a cache scope, so it is stubbed.
vi.mock('next/cache', () => ({ cacheTag: () => undefined, cacheLife: () => undefined }));
// next-intl's server functions read Next's request scope: here they read the messages directly.
const messagesOf = (locale?: string) => (locale === 'en' ? en : zh);
// The page's language comes from the [locale] root param in the site; here, from the page being visited.
let visiting: 'zh-hans' | 'en' = 'zh-hans';
vi.mock('next-intl/server', () => ({
  getLocale: async () => visiting,
  getTranslations: async (arg?: string | { locale?: string; namespace?: string }) => {
    const { locale = visiting, namespace } =
      typeof arg === 'string' ? { namespace: arg, locale: undefined } : (arg ?? {});
    return createTranslator({
      locale: locale === 'en' ? 'en' : 'zh-hans',
      messages: messagesOf(locale),
      namespace: namespace as never,
      timeZone: 'Asia/Shanghai',
    });
  },
  getMessages: async ({ locale = visiting }: { locale?: string } = {}) => messagesOf(locale),
  setRequestLocale: () => undefined,
}));
// Server components read every message; rendered here under one client provider, so it passes them all.
vi.mock('@/lib/i18n/client-messages', () => ({ clientMessages: (messages: unknown) => messages }));
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  usePathname: () => '/',
  useRouter: () => ({ push: () => undefined, replace: () => undefined, prefetch: () => undefined }),
  useSearchParams: () => new URLSearchParams(),
}));

const { findPage, findRoute, slugToPath } = await import('@/lib/cms/load-route');
const { bottomBarFor, pageComponents } = await import('@/components/content/registry');
const { contentTypes } = await import('@/lib/cms/includes');

let env: Awaited<ReturnType<typeof startSandboxMsw>>;
let requests: ReturnType<typeof trackRequests>;
beforeAll(async () => {
  env = await startSandboxMsw();
  requests = trackRequests(env.server);
});
afterAll(() => env.close());

type Locale = 'zh-hans' | 'en';
type ListedNode = {
  id: string;
  attributes: { title: string; drupal_internal__nid: number; path?: { alias?: string | null } };
};

/** A published node of a bundle, in a language, as the content API lists it: its title and the path a visitor asks for. */
async function firstNode(locale: Locale, bundle: string, filter = '') {
  const prefix = locale === 'en' ? '/en' : '';
  const answer = await env.sandbox.fetch(
    new Request(
      `http://sandbox${prefix}/jsonapi/node/${bundle}?filter[status]=1&filter[langcode]=${locale}&page[limit]=1${filter}`,
    ),
  );
  const [node] = ((await answer.json()) as { data: ListedNode[] }).data;
  expect(node, `a published ${bundle} in ${locale}`).toBeDefined();
  return {
    title: node.attributes.title,
    path: node.attributes.path?.alias ?? `/node/${node.attributes.drupal_internal__nid}`,
  };
}

/** The page a visitor gets at a path: alias resolution, the node read and reshaped, its type's component rendered. */
async function visit(locale: Locale, path: string) {
  visiting = locale;
  const route = await findRoute(locale, path);
  const page = route && (await findPage(locale, route));
  if (!page) return null;
  const Page = pageComponents[page.type];
  const { prelude } = await prerender(
    <NextIntlClientProvider locale={locale} messages={messagesOf(locale)} timeZone="Asia/Shanghai">
      {/* the site's layout gives every page a React Query client (components/app/Providers.tsx) */}
      <QueryClientProvider client={new QueryClient()}>
        <Page page={page} locale={locale} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return { type: page.type, html: await new Response(prelude).text() };
}

/** What a visitor reads of some markup: tags dropped, the entities React writes decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const h1Of = (html: string) => textOf(html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '');

describe('alias dispatch: the page a visitor gets for each content type', () => {
  const landingFilter = '&filter[field_landing_type]=centers';
  for (const locale of ['zh-hans', 'en'] as const) {
    it.each(contentTypes.filter((t) => t !== 'homepage'))(
      `%s: a real node renders its page, headed by its title (${locale})`,
      async (type) => {
        const node = await firstNode(locale, type, type === 'landing_page' ? landingFilter : '');
        const page = await visit(locale, node.path);
        expect(page?.type).toBe(type);
        expect(h1Of(page!.html)).toContain(node.title);
      },
    );
  }

  it.each(['zh-hans', 'en'] as const)('the home page renders at /, with its slides (%s)', async (locale) => {
    const page = await visit(locale, '/');
    expect(page?.type).toBe('homepage');
    const text = textOf(page!.html);
    for (const slide of theHomepage.slides) expect(text).toContain(slide.title[locale]);
  });

  it('a node of a bundle the site has no page for is not found, and is never read', async () => {
    // adverts are nodes too: Drupal resolves their system path like any other
    const advert = await firstNode('en', 'advertisement');
    expect(await findRoute('en', advert.path)).toMatchObject({ type: 'advertisement' });
    requests.reset();
    expect(await visit('en', advert.path)).toBeNull();
    expect(requests.paths.some((p) => p.includes('/node/advertisement/'))).toBe(false);
  });

  it('a landing page of another kind than centers is not found', async () => {
    const other = await firstNode(
      'en',
      'landing_page',
      '&filter[t][condition][path]=field_landing_type&filter[t][condition][operator]=%3C%3E&filter[t][condition][value]=centers',
    );
    expect(await visit('en', other.path)).toBeNull();
  });

  it('a path nothing lives at is not found', async () => {
    expect(await visit('en', '/no/such/page')).toBeNull();
  });

  it('turns catch-all segments into the alias path', () => {
    expect(slugToPath(undefined)).toBe('/');
    expect(slugToPath([])).toBe('/');
    expect(slugToPath(['news', '2026', 'opening'])).toBe('/news/2026/opening');
    expect(slugToPath(['%E6%96%B0%E9%97%BB'])).toBe('/新闻');
    expect(slugToPath(['%E0%A4%A'])).toBe('/%E0%A4%A'); // malformed escapes are kept, not thrown
  });
});

describe('bottom bar rules', () => {
  it('shows on content pages except shows, marking home on the home page', () => {
    expect(bottomBarFor('homepage')).toBe('home');
    expect(bottomBarFor('news')).toBe('other');
    expect(bottomBarFor('about_us')).toBe('other');
    expect(bottomBarFor('project')).toBe(false);
    expect(bottomBarFor('festival_project')).toBe(false);
  });
});
