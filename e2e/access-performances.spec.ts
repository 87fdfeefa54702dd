import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, expectLabelInName } from './a11y-support';
import { jsonLdOf } from './seo-schema';
import { sitePath, waitForHydration } from './support';
import { aShowWithAccessPerformances } from '../tests/fixtures/seed';

/**
 * Access performances (issue 46), edited in the CMS: badges in words beside the performances they
 * belong to on the show page and in the quick view, the show's "Access" section (its access
 * performances, how to book, the theatre's access information), the Events' structured data, in
 * both languages, and axe on the page. Turandot has three: its first performance captioned and audio described (chosen by event
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
  },
  'zh-hans': {
    title: aShowWithAccessPerformances.title['zh-hans'],
    performances: '选择场次',
    access: '无障碍服务',
    badges: [['字幕场', '口述影像'], ['手语翻译', '触摸导览'], ['轻松场']],
    info: /剧院无障碍设施/,
    infoPath: '/changguan-sheshi',
  },
} as const;

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
    await page
      .locator('section[aria-labelledby="home-highlights"]')
      .getByTestId('show-card')
      .filter({ hasText: t.title })
      .getByRole('link')
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('buy-box')).toBeVisible();
    await expectPerformanceBadges(dialog, t.badges);
    await expect(dialog.getByRole('region', { name: t.access }).getByTestId('access-performance')).toHaveCount(3);
  });
}
