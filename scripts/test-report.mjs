/**
 * Reading Playwright's JSON report for `npm test`'s summary: which tests failed or did not run, and
 * which passed only on a retry, each as "project › file › describe › title".
 */
export function playwrightOutcomes(report) {
  const failed = [];
  const flaky = [];
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
