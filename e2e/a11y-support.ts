import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The rules the gate checks: WCAG 2.0 / 2.1 A and AA, plus axe's best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Impacts that fail the gate (minor and moderate ones are reported, not failed). */
const failing = new Set(['serious', 'critical']);

/**
 * Runs axe on the page (or on one part of it) and fails on any serious or critical violation,
 * listing each with its rule, help text and the offending elements. Lesser findings are attached
 * to the test report so they stay visible.
 */
export async function expectAccessible(page: Page, what: string, include?: string) {
  // axe.run in the page itself: the default (runPartial, then finishRun in a new blank page opened
  // for each check) finds the same violations at about twice the time, the new page's start
  // included. What it adds is results from cross-origin frames, and the site has none of its own
  // (an education page's video embed is a third party's page).
  let builder = new AxeBuilder({ page }).withTags(axeTags).setLegacyMode();
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => failing.has(v.impact ?? ''));
  const lesser = results.violations.filter((v) => !failing.has(v.impact ?? ''));
  if (lesser.length) {
    await test.info().attach(`axe: lesser findings on ${what}`, {
      body: lesser.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length})`).join('\n'),
      contentType: 'text/plain',
    });
  }
  const describe = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1, 3).join(' ')}`).join('\n')}`,
  );
  expect(describe, `serious or critical accessibility violations on ${what}`).toEqual([]);
}

/**
 * Text in Chinese script that the page does not mark as Chinese (issue 34 item 3): each visible
 * text holding Han characters whose nearest `lang` is not zh-Hans (screen readers would read it
 * with the page's rules, search engines take it for the page's language). Empty when all is marked.
 */
export async function unmarkedChinese(page: Page, root = 'body'): Promise<string[]> {
  return page.locator(root).evaluate((element) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!parent || !/\p{Script=Han}/u.test(text) || !parent.checkVisibility()) continue;
      if (parent.closest('[lang]')?.getAttribute('lang') !== 'zh-Hans') found.push(text.slice(0, 40));
    }
    return found;
  });
}

/**
 * Every control named otherwise than by its content (aria-label, aria-labelledby) has a name that
 * starts with the words it shows (WCAG 2.5.3 Label in Name; issue 34 item 5): a voice-control user
 * says what they see. Words hidden from assistive technology (a glyph, a badge) are not words it
 * shows; spaces, punctuation and case do not count.
 */
export async function expectLabelInName(page: Page, what: string) {
  const mismatches = await page.evaluate(() => {
    const words = (text: string) => text.toLowerCase().replace(/[\s\p{P}\p{S}]/gu, '');
    const shownText = (control: Element) => {
      let text = '';
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        const hidden = parent.closest('[aria-hidden="true"]');
        if ((hidden && control.contains(hidden)) || parent.closest('.visually-hidden')) continue;
        if (!parent.checkVisibility()) continue;
        text += ` ${node.textContent}`;
      }
      return text;
    };
    const controls = document.querySelectorAll(
      'a[href], button, summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"]',
    );
    const found: string[] = [];
    for (const control of controls) {
      const labelledBy = control.getAttribute('aria-labelledby');
      const label = labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : control.getAttribute('aria-label');
      if (label === null || !control.checkVisibility()) continue;
      const shown = shownText(control);
      if (words(shown) && !words(label).startsWith(words(shown)))
        found.push(`"${shown.replace(/\s+/g, ' ').trim()}" is named "${label}"`);
    }
    return found;
  });
  expect(mismatches, `controls on ${what} whose name does not start with what they show`).toEqual([]);
}
