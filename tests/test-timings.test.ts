// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { slowestTests, specTimes, timingsMarkdown, withTimings, docsEnd, docsStart } from '../scripts/test-timings.mjs';

const test = (projectName: string, ...durations: number[]) => ({
  projectName,
  status: 'expected',
  results: durations.map((duration) => ({ duration })),
});

const report = {
  suites: [
    {
      title: 'shows.spec.ts',
      file: 'shows.spec.ts',
      specs: [{ title: 'lists', file: 'shows.spec.ts', tests: [test('desktop', 2000), test('mobile', 3000)] }],
      suites: [
        {
          title: 'buy (en)',
          file: 'shows.spec.ts',
          // failed once, passed on its retry: both attempts cost time
          specs: [{ title: 'buys', file: 'shows.spec.ts', tests: [test('desktop', 9000, 6000)] }],
        },
      ],
    },
    {
      title: 'links.spec.ts',
      file: 'links.spec.ts',
      specs: [{ title: 'crawls', file: 'links.spec.ts', tests: [test('desktop', 4000)] }],
    },
  ],
};

describe("npm test's timings", () => {
  it('sums each spec file per project, retries included, slowest first', () => {
    expect(specTimes(report)).toEqual([
      { file: 'shows.spec.ts', project: 'desktop', tests: 2, seconds: 17 },
      { file: 'links.spec.ts', project: 'desktop', tests: 1, seconds: 4 },
      { file: 'shows.spec.ts', project: 'mobile', tests: 1, seconds: 3 },
    ]);
  });

  it('names the slowest tests by project, file, describe and title', () => {
    expect(slowestTests(report, 2)).toEqual([
      { name: 'desktop › shows.spec.ts › buy (en) › buys', seconds: 15 },
      { name: 'desktop › links.spec.ts › crawls', seconds: 4 },
    ]);
  });

  it('writes the runs, the spec table and the slowest tests as markdown', () => {
    const md = timingsMarkdown({
      phases: [
        { name: 'vitest', seconds: 420 },
        { name: 'playwright browser', seconds: 95.4 },
      ],
      total: 515.4,
      rows: specTimes(report),
      slowest: slowestTests(report, 1),
      date: new Date('2026-11-28T21:00:00Z'),
    });
    expect(md.split('\n')[0]).toBe('`npm test`, a full run of 2026-11-28 21:00 UTC.');
    expect(md).toContain('| vitest | 7 min 0 s |');
    expect(md).toContain('| playwright browser | 1 min 35 s |');
    expect(md).toContain('| all (lint and type check side by side, then vitest beside the e2e build) | 8 min 35 s |');
    expect(md).toContain('| shows.spec.ts | desktop | 2 | 17.0 |');
    expect(md).toContain('| desktop › shows.spec.ts › buy (en) › buys | 15.0 |');
  });

  it('says when the run was a partial one', () => {
    const md = timingsMarkdown({ phases: [], total: 1, rows: [], slowest: [], args: ['--unit'] });
    expect(md.split('\n')[0]).toMatch(/^`npm test -- --unit`, a partial run of /);
  });

  it('replaces only what lies between the markers of docs/test-times.md', () => {
    const doc = `# Test times\n\nintro\n\n${docsStart}\nold table\n${docsEnd}\n\nafter\n`;
    expect(withTimings(doc, '| new |')).toBe(`# Test times\n\nintro\n\n${docsStart}\n| new |\n${docsEnd}\n\nafter\n`);
    expect(() => withTimings('# no markers', '| new |')).toThrow(/markers/);
  });
});
