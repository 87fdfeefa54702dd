// @ts-check
/**
 * A benchmark run's figures kept as data: what it printed and its full report go to
 * `docs/speed/<mode>.json`, and `docs/speed/figures.md` is made again from every such file, so a
 * run changes data, never the prose of docs/speed.md (which says what each benchmark measures and
 * why, and links here). `BENCH_FIGURES=0` keeps a run's figures out of docs/ (a trial run);
 * `BENCH_FIGURES_DIR` puts them elsewhere (tests); `BENCH_JSON` (`LIGHTHOUSE_JSON`) still writes
 * the report alone where it says.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEFAULT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../docs/speed');

/**
 * One run's kept figures.
 * @typedef {{ mode: string, date: string, machine: { cpus: number, load: number[], node: string },
 *   printed: string, report: unknown }} Figures
 */

/** @param {string} dir */
function figureFiles(dir) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => /** @type {Figures} */ (JSON.parse(readFileSync(join(dir, name), 'utf8'))));
}

/**
 * The page of every benchmark's latest figures, from the runs' data files.
 * @param {Figures[]} runs
 */
export function figuresMarkdown(runs) {
  const sections = runs.map((run) =>
    [
      `## ${run.mode}`,
      '',
      `Run ${run.date} on ${run.machine.cpus} cores (load average ${run.machine.load.map((l) => l.toFixed(1)).join(', ')}), Node ${run.machine.node}. Its full report: [${run.mode}.json](${run.mode}.json).`,
      '',
      run.printed.trim(),
      '',
    ].join('\n'),
  );
  return [
    "# The benchmarks' latest figures",
    '',
    'Made by each run of `npm run bench` (and `npm run lighthouse`) from `docs/speed/*.json`: do not edit by hand.',
    'What each benchmark measures, how to read it and what was learned: [speed.md](../speed.md).',
    '',
    ...sections,
  ].join('\n');
}

/**
 * What a benchmark prints, kept: `print` writes to the console and remembers, `save` writes the
 * run's data file and the figures page.
 * @param {string} mode the benchmark's name (`pages`, `edge`, `buy`, `availability`, `lighthouse`)
 */
export function recordFigures(mode) {
  /** @type {string[]} */
  const printed = [];
  return {
    /** @param {string} text */
    print(text) {
      console.log(text);
      printed.push(text);
    },
    /**
     * @param {unknown} report
     * @param {string | undefined} [jsonPath] where the report alone goes too (`BENCH_JSON` unless said)
     */
    save(report, jsonPath = process.env.BENCH_JSON) {
      if (jsonPath) writeFileSync(jsonPath, JSON.stringify(report, null, 2));
      if (process.env.BENCH_FIGURES === '0') return;
      const dir = process.env.BENCH_FIGURES_DIR || DEFAULT_DIR;
      mkdirSync(dir, { recursive: true });
      /** @type {Figures} */
      const figures = {
        mode,
        date: new Date().toISOString(),
        machine: { cpus: cpus().length, load: loadavg(), node: process.version },
        printed: printed.join('\n'),
        report,
      };
      writeFileSync(join(dir, `${mode}.json`), `${JSON.stringify(figures, null, 2)}\n`);
      writeFileSync(join(dir, 'figures.md'), figuresMarkdown(figureFiles(dir)));
      console.log(`\nfigures: ${join(dir, `${mode}.json`)} and ${join(dir, 'figures.md')}`);
    },
  };
}
