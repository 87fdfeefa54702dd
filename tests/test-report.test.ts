// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { playwrightOutcomes } from '../scripts/test-report.mjs';

const test = (projectName: string, status: string) => ({ projectName, status, results: [] });

describe("npm test's summary of a Playwright report", () => {
  it('names the failed, the not run and the flaky tests by project, file, describe and title', () => {
    const report = {
      suites: [
        {
          title: 'checkout.spec.ts',
          specs: [{ title: 'pays', tests: [test('desktop', 'expected'), test('mobile', 'unexpected')] }],
          suites: [
            {
              title: 'orders (en)',
              specs: [
                { title: 'expires', tests: [test('desktop', 'flaky')] },
                { title: 'cancels', tests: [test('desktop', 'skipped')] },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightOutcomes(report)).toEqual({
      failed: [
        'mobile › checkout.spec.ts › pays (failed)',
        'desktop › checkout.spec.ts › orders (en) › cancels (did not run)',
      ],
      flaky: ['desktop › checkout.spec.ts › orders (en) › expires'],
    });
  });

  it('has nothing to name without a report', () => {
    expect(playwrightOutcomes(null)).toEqual({ failed: [], flaky: [] });
  });
});
