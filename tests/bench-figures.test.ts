// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordFigures } from '@/scripts/bench/figures.mjs';
import { table } from '@/scripts/bench/report.mjs';

/** A benchmark run changes data, not prose (issue 47): its figures go to docs/speed/<mode>.json and figures.md. */
let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'figures-'));
  vi.stubEnv('BENCH_FIGURES_DIR', dir);
  vi.stubEnv('BENCH_JSON', '');
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('a benchmark run', () => {
  it('keeps what it printed and its report as data, and the figures page shows every mode', () => {
    const edge = recordFigures('edge');
    edge.print('npm run bench -- --cluster, today');
    edge.print(table(['page', 'edge req/s'], [['/en', 5120]]));
    edge.save({ loads: [{ page: '/en', rps: 5120 }] });
    const pages = recordFigures('pages');
    pages.print(table(['conns', 'req/s'], [[64, 310]]));
    pages.save({ loads: [] });

    const kept = JSON.parse(readFileSync(join(dir, 'edge.json'), 'utf8'));
    expect(kept.mode).toBe('edge');
    expect(kept.report).toEqual({ loads: [{ page: '/en', rps: 5120 }] });
    expect(kept.machine.cpus).toBeGreaterThan(0);
    const page = readFileSync(join(dir, 'figures.md'), 'utf8');
    // one section per mode, in name order, each with its tables as printed
    expect(page.indexOf('## edge')).toBeGreaterThan(0);
    expect(page.indexOf('## pages')).toBeGreaterThan(page.indexOf('## edge'));
    expect(page).toContain('| /en  | 5120       |');
    expect(page).toContain('| 64    | 310   |');
    expect(page).toContain('[edge.json](edge.json)');
  });

  it('a new run of a mode replaces its figures; BENCH_FIGURES=0 keeps a trial run out', () => {
    const first = recordFigures('buy');
    first.print('saturates at about 64 buyers');
    first.save({ run: 1 });
    const second = recordFigures('buy');
    second.print('saturates at about 128 buyers');
    second.save({ run: 2 });
    const page = readFileSync(join(dir, 'figures.md'), 'utf8');
    expect(page).toContain('128 buyers');
    expect(page).not.toContain('64 buyers');

    vi.stubEnv('BENCH_FIGURES', '0');
    const trial = recordFigures('availability');
    trial.save({ run: 3 });
    expect(readdirSync(dir).sort()).toEqual(['buy.json', 'figures.md']);
  });
});
