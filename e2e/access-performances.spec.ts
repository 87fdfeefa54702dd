import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, expectLabelInName } from './a11y-support';
import { jsonLdOf } from './seo-schema';
import { sitePath, waitForHydration } from './support';
import { aShowWithAccessPerformances } from '../tests/fixtures/seed';

/**
 * Access performances (issue 46), edited in the CMS: badges in words beside the performances they
 * belong to on the show page and in the quick view, the show's "Access" section (its access
 * performances, how to book, the theatre's access information), the Events' structured data, in
 * both languages, and axe on the page; the calendar's badges and its access filter (in the URL). Turandot has three: its first performance captioned and audio described (chosen by event
 * token), its second with a sign language interpreter and a touch tour, its third relaxed (both by
 * date and time; the relaxed one's note untranslated, in Chinese on English pages too).
 */

const words = {
  en: {
    title: aShowWithAccessPerformances.title.en,
    performances: 'Choose a performance',
    access: 'Access',
    badges: [['Captioned', 'Audio described'], ['Sign language', 'Touch tour'], ['Relaxed']],
    info: /Access at the theatre/,
    infoPath: '/en/facilities',
    filter: 'Access performances',
    all: 'All performances',
    signLanguage: 'Sign language',
    nextMonth: 'Next month',
    noData: 'No Data',
  },
  'zh-hans': {
    title: aShowWithAccessPerformances.title['zh-hans'],
    performances: '选择场次',
    access: '无障碍服务',
    badges: [['字幕场', '口述影像'], ['手语翻译', '触摸导览'], ['轻松场']],
    info: /剧院无障碍设施/,
    infoPath: '/changguan-sheshi',
    filter: '无障碍场次',
    all: '全部场次',
    signLanguage: '手语翻译',
    nextMonth: '下个月',
    noData: '暂无数据',
  },
} as const;

// the home page's axe run and a first render of the quick view take their time on a busy machine
test.describe.configure({ timeout: 120_000 });

const badgesOf = (scope: Locator) => scope.getByTestId('access-badges');

async function expectPerformanceBadges(scope: Locator, expected: readonly (readonly string[])[]) {
  const performances = scope
    .getByRole('group', { name: words.en.performances })
    .or(scope.getByRole('group', { name: words['zh-hans'].performances }));
  const buttons = performances.getByRole('button');
  await expect(buttons).toHaveCount(aShowWithAccessPerformances.events.length);
  for (const [i, kinds] of expected.entries()) {
    // the badges are words, part of the performance button's name
    await expect(badgesOf(buttons.nth(i)).locator('span')).toHaveText([...kinds]);
    for (const kind of kinds) await expect(buttons.nth(i)).toHaveAccessibleName(new RegExp(kind));
  }
}

async function openShow(page: Page, locale: 'en' | 'zh-hans') {
  await page.goto(sitePath(locale, aShowWithAccessPerformances.alias));
  await waitForHydration(page);
}

for (const locale of ['zh-hans', 'en'] as const) {
  const t = words[locale];

  test(`the show page marks its access performances in words (${locale})`, async ({ page }) => {
    await openShow(page, locale);
    await expectPerformanceBadges(page.getByTestId('buy-box'), t.badges);

    const section = page.getByRole('region', { name: t.access });
    const items = section.getByTestId('access-performance');
    await expect(items).toHaveCount(3);
    for (const [i, kinds] of t.badges.entries())
      await expect(badgesOf(items.nth(i)).locator('span')).toHaveText([...kinds]);
    // the untranslated note comes in Chinese, marked as such on the English page
    const relaxedNote = items.nth(2).locator('p');
    await expect(relaxedNote).toContainText('轻松场');
    if (locale === 'en') await expect(relaxedNote).toHaveAttribute('lang', 'zh-Hans');
    else await expect(relaxedNote).not.toHaveAttribute('lang');
    const info = section.getByRole('link', { name: t.info });
    await expect(info).toHaveAttribute('href', t.infoPath);

    // structured data: the performed work's accessibility features, on the Events they belong to
    const { objects } = jsonLdOf(await page.locator('script[type="application/ld+json"]').allTextContents());
    const features = objects
      .filter((o) => o['@type'] === 'Event')
      .map((o) => (o.workPerformed as { accessibilityFeature?: string[] } | undefined)?.accessibilityFeature ?? []);
    expect(features).toEqual([['captions', 'audioDescription'], ['signLanguage'], []]);

    await page.waitForLoadState('networkidle');
    await expectAccessible(page, `the show page with access performances (${locale})`);
    await expectLabelInName(page, `the show page with access performances (${locale})`);
  });

  test(`the quick view marks them too (${locale})`, async ({ page }) => {
    // the home page's highlights open the quick view on wide screens
    await page.goto(sitePath(locale, '/'));
    await waitForHydration(page);
    // the home page: the logo link is named by the mark it shows (WCAG 2.5.3)
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, `the home page (${locale})`);
    await expectLabelInName(page, `the home page (${locale})`);
    await page
      .locator('section[aria-labelledby="home-highlights"]')
      .getByTestId('show-card')
      .filter({ hasText: t.title })
      .getByRole('link')
      .click();
    const dialog = page.getByRole('dialog');
    // the quick view renders on the server at first use: give it time on a busy machine
    await expect(dialog.getByTestId('buy-box')).toBeVisible({ timeout: 30_000 });
    await expectPerformanceBadges(dialog, t.badges);
    await expect(dialog.getByRole('region', { name: t.access }).getByTestId('access-performance')).toHaveCount(3);
  });

  test(`the calendar badges access performances and filters to them, the filter in the URL (${locale})`, async ({
    page,
  }) => {
    // Turandot's first performance: captioned and audio described (the seed counts days from now)
    const first = new Date(Date.now() + aShowWithAccessPerformances.events[0].day * 86_400_000);
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', year: 'numeric', month: 'long', day: 'numeric' })
        .formatToParts(first)
        .map((p) => [p.type, p.value]),
    );
    const month = first.toLocaleString('en-US', { timeZone: 'Asia/Shanghai', month: 'numeric' });
    const monthTitle = locale === 'en' ? `${parts.month} ${parts.year}` : `${parts.year}年${month}月`;

    await page.goto(`${sitePath(locale, '/events')}?access=captioned`);
    await waitForHydration(page);
    const filter = page.getByLabel(t.filter);
    await expect(filter).toHaveValue('captioned');
    const heading = page.getByTestId('calendar-month');
    await expect(heading).not.toHaveText('');
    for (let i = 0; i < 3 && (await heading.textContent()) !== monthTitle; i++)
      await page.getByRole('button', { name: t.nextMonth }).click();
    await expect(heading).toHaveText(monthTitle);
    await page
      .getByTestId('calendar-day')
      .filter({ hasText: new RegExp(`^${parts.day}$`) })
      .click();

    const cards = page.getByTestId('show-card');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(t.title);
    await expect(badgesOf(cards).locator('span')).toHaveText([...t.badges[0]]);
    await expectAccessible(page, `the calendar filtered to captioned performances (${locale})`);

    // that day has no sign language performance
    await filter.selectOption({ label: t.signLanguage });
    await expect(page).toHaveURL(/[?&]access=sign-language$/);
    await expect(cards).toHaveCount(0);
    await expect(page.getByText(t.noData)).toBeVisible();

    await filter.selectOption({ label: t.all });
    await expect(page).not.toHaveURL(/access=/);
    await expect(cards.filter({ hasText: t.title })).toHaveCount(1);
  });
}
