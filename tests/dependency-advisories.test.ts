// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The published security advisories that apply to this stack's direct dependencies, with the
 * lowest release that fixes them all, per major line (docs/advisories.md says which advisory each
 * floor answers; `npm audit` cannot reach the advisory service from these machines). Fails when
 * package-lock.json resolves any copy of one of these packages below the floor of its line (or on
 * a line older than every floor). This list is the floors' one source; the docs table explains them.
 */
const FLOORS: Record<string, string[]> = {
  next: ['16.4.5'],
  react: ['19.2.8'],
  'react-dom': ['19.2.8'],
  'next-intl': ['4.9.1'],
  'sanitize-html': ['2.17.5'],
  zod: ['3.22.4', '4.6.6'],
  swiper: ['12.1.2'],
  hono: ['4.13.16'],
  '@hono/node-server': ['1.19.15'],
  sharp: ['0.35.0'],
  vitest: ['4.1.0'],
  '@playwright/test': ['1.55.1'],
};

const root = join(__dirname, '..');

type Lock = { packages: Record<string, { version?: string; link?: boolean }> };

/** -1, 0 or 1 as `a` is below, at or above `b` (x.y.z; a pre-release counts below its release). */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core, pre] = v.split('-', 2);
    return { parts: core.split('.').map(Number), pre: pre !== undefined };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) {
    const d = (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return x.pre === y.pre ? 0 : x.pre ? -1 : 1;
}

const major = (version: string) => version.split('.')[0];

/** The floor a version must reach: its major line's, or the lowest when its line is older than all. */
function floorFor(version: string, floors: string[]): string | null {
  const sameLine = floors.find((f) => major(f) === major(version));
  if (sameLine) return sameLine;
  const lowest = [...floors].sort(compareVersions)[0];
  return compareVersions(version, lowest) < 0 ? lowest : null;
}

/** Every copy of a floored package the lock installs below its floor, as `path@version`. */
export function belowFloors(lock: Lock, floors: Record<string, string[]>): string[] {
  return Object.entries(lock.packages).flatMap(([path, entry]) => {
    const name = path.split('node_modules/').pop() ?? '';
    if (!path.includes('node_modules/') || !floors[name] || !entry.version || entry.link) return [];
    const floor = floorFor(entry.version, floors[name]);
    return floor && compareVersions(entry.version, floor) < 0 ? [`${path}@${entry.version} (needs >= ${floor})`] : [];
  });
}

describe('dependency advisories', () => {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Lock;

  it('package-lock.json resolves no copy of an advised package below the release that fixes it', () => {
    expect(belowFloors(lock, FLOORS)).toEqual([]);
    // each floored package is really in the lock, so a rename cannot make the check pass vacuously
    for (const name of Object.keys(FLOORS)) expect(lock.packages[`node_modules/${name}`]?.version, name).toBeDefined();
  });

  it('catches a lock that resolves one below its floor, also a nested copy', () => {
    const vulnerable: Lock = {
      packages: {
        '': {},
        'node_modules/next': { version: '16.4.2' },
        'node_modules/swiper': { version: '14.4.0' },
        'node_modules/some-lib/node_modules/zod': { version: '4.6.5' },
        'node_modules/react': { version: '19.3.0-canary.1' },
        'node_modules/old-lib/node_modules/zod': { version: '3.22.3' },
        'node_modules/other-lib/node_modules/zod': { version: '3.25.76' },
        'node_modules/ancient-lib/node_modules/zod': { version: '1.11.17' },
      },
    };
    expect(belowFloors(vulnerable, FLOORS)).toEqual([
      'node_modules/next@16.4.2 (needs >= 16.4.5)',
      'node_modules/some-lib/node_modules/zod@4.6.5 (needs >= 4.6.6)',
      'node_modules/old-lib/node_modules/zod@3.22.3 (needs >= 3.22.4)',
      'node_modules/ancient-lib/node_modules/zod@1.11.17 (needs >= 3.22.4)',
    ]);
    expect(compareVersions('19.2.8-rc.1', '19.2.8')).toBe(-1);
  });
});
