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
  let builder = new AxeBuilder({ page }).withTags(axeTags);
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
