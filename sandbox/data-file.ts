import Database from 'better-sqlite3';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { SEED_VERSION } from './seed/version';

const DAY = 86_400_000;
/** Seed dates are relative to the day of seeding; after this long many shows have ended. */
const STALE_AFTER_DAYS = 30;

export type DataFileCheck =
  | { state: 'new' }
  | { state: 'current'; seededAt: number; ageDays: number; stale: boolean }
  | { state: 'retired'; from: number; movedTo: string };

/**
 * Checks the sandbox's database file before the sandbox opens it. A file seeded by another seed
 * version is moved, with its WAL files, into `previous/<time>/` beside it (nothing is deleted:
 * members and orders made in it stay readable there), so the sandbox seeds a fresh one. A current
 * file seeded long ago is kept and reported as stale, so the caller can suggest a reset.
 */
export function checkDataFile(dbFile: string, now = Date.now()): DataFileCheck {
  if (!existsSync(dbFile)) return { state: 'new' };
  const { version, seededAt } = readSeedMeta(dbFile);
  if (seededAt !== undefined && version === SEED_VERSION) {
    const ageDays = Math.floor((now - seededAt) / DAY);
    return { state: 'current', seededAt, ageDays, stale: ageDays >= STALE_AFTER_DAYS };
  }
  const movedTo = join(dirname(dbFile), 'previous', new Date(now).toISOString().replace(/[:.]/g, '-'));
  mkdirSync(movedTo, { recursive: true });
  const name = basename(dbFile);
  for (const file of readdirSync(dirname(dbFile))) {
    if (file === name || file === `${name}-wal` || file === `${name}-shm`) {
      renameSync(join(dirname(dbFile), file), join(movedTo, file));
    }
  }
  return { state: 'retired', from: version ?? 1, movedTo };
}

/** The seed version (absent before versions were recorded) and the seeding time of a database file. */
function readSeedMeta(dbFile: string): { version?: number; seededAt?: number } {
  let db: Database.Database | undefined;
  try {
    db = new Database(dbFile, { readonly: true, fileMustExist: true });
    const rows = db.prepare(`SELECT key, value FROM sandbox_meta WHERE key IN ('seed_version', 'seeded_at')`).all() as {
      key: string;
      value: string;
    }[];
    const meta = Object.fromEntries(rows.map((r) => [r.key, Number(r.value)]));
    return { version: meta.seed_version, seededAt: meta.seeded_at };
  } catch {
    // not a sandbox database, or one from before sandbox_meta: set aside as outdated
    return {};
  } finally {
    db?.close();
  }
}

/**
 * The drawn files' caches under dataDir (images/files.ts, images/service.ts): named by what they
 * hold (the recipe, the generator's version, the resize), so fresh data draws the same bytes again.
 */
const DRAWN_CACHES = new Set(['generated', 'derivatives']);

/**
 * `--reset`: fresh data, everything under dataDir but the drawn files' caches. A reset before each
 * e2e run redrew every picture and its resizes in that run's first tests (seconds each, past the
 * site's 8 s relay timeout on a busy machine), as a real image service's CDN keeps its copies.
 */
export function resetDataDir(dataDir: string): void {
  if (!existsSync(dataDir)) return;
  for (const entry of readdirSync(dataDir)) {
    if (!DRAWN_CACHES.has(entry)) rmSync(join(dataDir, entry), { recursive: true, force: true });
  }
}
