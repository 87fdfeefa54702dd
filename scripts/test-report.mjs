// @ts-check
/**
 * Reading Playwright's JSON report for `npm test`'s summary: which tests failed or did not run, and
 * which passed only on a retry, each as "project › file › describe › title".
 */

/**
 * The parts of Playwright's JSON report read here and by test-timings.mjs (its full type is
 * `JSONReport` of `@playwright/test/reporter`).
 * @typedef {{ projectName: string, status?: string, results?: { duration?: number }[] }} ReportTest
 * @typedef {{ title: string, file?: string, tests?: ReportTest[] }} ReportSpec
 * @typedef {{ title: string, file?: string, specs?: ReportSpec[], suites?: ReportSuite[] }} ReportSuite
 * @typedef {{ suites?: ReportSuite[] } | null | undefined} Report
 */

/**
 * @param {Report} report
 * @returns {{ failed: string[], flaky: string[] }}
 */
export function playwrightOutcomes(report) {
  /** @type {string[]} */
  const failed = [];
  /** @type {string[]} */
  const flaky = [];
  /** @param {ReportSuite} suite @param {string[]} path */
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = `${test.projectName} › ${[...path, spec.title].join(' › ')}`;
        if (test.status === 'unexpected') failed.push(`${name} (failed)`);
        else if (test.status === 'skipped') failed.push(`${name} (did not run)`);
        else if (test.status === 'flaky') flaky.push(name);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return { failed, flaky };
}
