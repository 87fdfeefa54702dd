// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '@/lib/cms/types';
import { startSandboxMsw } from './support/sandbox-msw';

// Outside a Next build 'use cache' is an inert string; cacheTag needs a cache scope, so it is stubbed.
vi.mock('next/cache', () => ({ cacheTag: () => undefined, cacheLife: () => undefined }));

const { getMenu } = await import('@/lib/cms/menus');

let env: Awaited<ReturnType<typeof startSandboxMsw>>;
const requests: string[] = [];

beforeAll(async () => {
  env = await startSandboxMsw();
  env.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${url.pathname}${url.search}`);
  });
});
afterAll(() => env.close());

const hrefs = (items: MenuItem[]): (string | null)[] => items.flatMap((i) => [i.href, ...hrefs(i.children)]);

describe('the menu reader', () => {
  it.each(['zh-hans', 'en'] as const)(
    'reads the three menus in one request and asks each linked node once (%s)',
    async (locale) => {
      // one read: the menu request and the alias look-ups of its node links (in Next, the three
      // menus share this one cached read; here, without a cache, each getMenu reads again)
      requests.length = 0;
      const main = await getMenu(locale, 'main');
      const menuCalls = requests.filter((r) => r.includes('/menu_link_content/'));
      const aliasCalls = requests.filter((r) => r.includes('/alias/resolve'));
      expect(menuCalls).toHaveLength(1);
      // ... which asks for all three menus at once
      const asked = new URL(menuCalls[0], 'http://x').searchParams;
      expect(asked.get('filter[menu_name][operator]')).toBe('IN');
      expect([0, 1, 2].map((i) => asked.get(`filter[menu_name][value][${i}]`))).toEqual([
        'main',
        'footer-menu',
        'common',
      ]);
      expect(new Set(aliasCalls).size).toBe(aliasCalls.length);
      const [footer, common] = await Promise.all([getMenu(locale, 'footer-menu'), getMenu(locale, 'common')]);

      // each menu holds its own links only, node links turned into this language's aliases
      const about = locale === 'en' ? '/about-us' : '/guanyu-women';
      const facilities = locale === 'en' ? '/facilities' : '/changguan-sheshi';
      // 'Members' (route:<nolink>) only groups its links; the disabled 'Gift cards' and the link to an
      // unpublished news item are not shown
      expect(main.map((i) => i.href)).toEqual([
        '/events',
        '/news',
        locale === 'en' ? '/arts-education' : '/yishu-jiaoyu',
        '/education',
        locale === 'en' ? '/festival-2026' : '/xijujie-2026',
        about,
        null,
      ]);
      expect(main.at(-1)?.children.map((c) => c.href)).toEqual(['/benefits', '/news/levels-and-growth']);
      expect(main.find((i) => i.href === about)?.children.map((c) => c.href)).toEqual([
        facilities,
        locale === 'en' ? '/sponsorship' : '/zanzhu',
      ]);
      // 'Visit' (route:<button>) is the label of its links
      expect(footer.find((i) => i.href === null)?.children.map((c) => c.href)).toEqual([
        facilities,
        `${about}?tab=travel`,
        '/search',
      ]);
      expect(common.map((i) => i.href)).toContain('/');
      // a file of the site (base:): the same in every language, a plain link
      expect(common.find((i) => i.href === '/sitemap.xml')?.external).toBe(true);
      expect(common.some((i) => i.external)).toBe(true);
      // 'Jobs' opens the about page's jobs tab, 'Contact' the about page, both in this language
      expect(hrefs(footer)).toContain(`${about}?tab=jobs`);
      expect(hrefs(common)).toContain(about);
      if (locale === 'zh-hans') expect([...hrefs(main), ...hrefs(footer), ...hrefs(common)]).not.toContain('/about-us');
      expect([...hrefs(main), ...hrefs(footer), ...hrefs(common)].filter((h) => h && /^\/node\/\d+/.test(h))).toEqual(
        [],
      );
    },
  );
});
