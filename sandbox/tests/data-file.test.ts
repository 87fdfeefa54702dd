import Database from 'better-sqlite3';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDataFile, resetDataDir } from '../data-file';
import { SEED_VERSION } from '../seed/version';
import { BASE, createSandbox, TEST_CAPTCHA } from '../ticketing/testkit';

const root = mkdtempSync(join(tmpdir(), 'sandbox-data-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const DAY = 86_400_000;

async function seeded(name: string, seededAt: number) {
  const dir = join(root, name);
  const dbFile = join(dir, 'sandbox.db');
  const sb = await createSandbox({ dbFile, now: () => seededAt, config: { fixedCaptcha: TEST_CAPTCHA, dataDir: dir } });
  return { dir, dbFile, sb };
}

function meta(dbFile: string, key: string): string | undefined {
  const db = new Database(dbFile, { readonly: true });
  try {
    return (db.prepare('SELECT value FROM sandbox_meta WHERE key = ?').get(key) as { value: string } | undefined)
      ?.value;
  } finally {
    db.close();
  }
}

describe('the sandbox database file across seed versions', () => {
  it('a missing file is new; a fresh one records the seed version and is kept', async () => {
    const seededAt = Date.UTC(2026, 10, 1);
    const { dbFile, sb } = await seeded('current', seededAt);
    expect(checkDataFile(join(root, 'nowhere', 'sandbox.db'))).toEqual({ state: 'new' });
    sb.close();
    expect(meta(dbFile, 'seed_version')).toBe(String(SEED_VERSION));
    expect(checkDataFile(dbFile, seededAt + 2 * DAY)).toEqual({ state: 'current', seededAt, ageDays: 2, stale: false });
    // seed dates are relative to the day of seeding: after a month it is stale, and still kept
    expect(checkDataFile(dbFile, seededAt + 40 * DAY)).toMatchObject({ state: 'current', ageDays: 40, stale: true });
    expect(existsSync(dbFile)).toBe(true);
  });

  it('a file of an older seed is set aside whole (members and all) and the sandbox seeds afresh', async () => {
    const seededAt = Date.UTC(2026, 9, 1);
    const { dir, dbFile, sb } = await seeded('older', seededAt);
    const register = await sb.fetch(
      new Request(`${BASE}/api/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'kept@theatre.test', password: 'Keep1234' }),
      }),
    );
    expect(register.status).toBe(200);
    // a database from before seed versions were recorded
    sb.close();
    const db = new Database(dbFile);
    db.prepare(`DELETE FROM sandbox_meta WHERE key = 'seed_version'`).run();
    db.close();

    const now = Date.UTC(2026, 10, 24, 1, 2, 3);
    const check = checkDataFile(dbFile, now);
    expect(check).toEqual({ state: 'retired', from: 1, movedTo: join(dir, 'previous', '2026-11-24T01-02-03-000Z') });
    expect(existsSync(dbFile)).toBe(false);

    // nothing is lost: the member is still in the set-aside file
    const moved = new Database(join((check as { movedTo: string }).movedTo, 'sandbox.db'), { readonly: true });
    expect(moved.prepare(`SELECT COUNT(*) AS n FROM tk_members WHERE email = ?`).get('kept@theatre.test')).toEqual({
      n: 1,
    });
    expect(JSON.stringify(moved.prepare(`SELECT * FROM sandbox_meta`).all())).toContain(String(seededAt));
    moved.close();

    // the next start seeds afresh, at the current seed version and the current date
    const fresh = await createSandbox({ dbFile, now: () => now, config: { fixedCaptcha: TEST_CAPTCHA, dataDir: dir } });
    fresh.close();
    expect(meta(dbFile, 'seed_version')).toBe(String(SEED_VERSION));
    expect(meta(dbFile, 'seeded_at')).toBe(String(now));
  });

  it('a file that is not a sandbox database is set aside too', () => {
    const dir = join(root, 'foreign');
    const dbFile = join(dir, 'sandbox.db');
    mkdirSync(dir, { recursive: true });
    writeFileSync(dbFile, 'not a database');
    expect(checkDataFile(dbFile, Date.UTC(2026, 10, 24))).toMatchObject({ state: 'retired', from: 1 });
    expect(existsSync(dbFile)).toBe(false);
  });

  it('a reset removes the data and keeps the drawn pictures', () => {
    const dir = join(root, 'reset');
    for (const cache of ['generated', 'derivatives']) {
      mkdirSync(join(dir, cache, 'ab'), { recursive: true });
      writeFileSync(join(dir, cache, 'ab', 'abc'), 'drawn');
    }
    mkdirSync(join(dir, 'previous', 'x'), { recursive: true });
    for (const file of ['sandbox.db', 'sandbox.db-wal', 'sandbox.db-shm']) writeFileSync(join(dir, file), 'data');
    resetDataDir(dir);
    expect(readdirSync(dir).sort()).toEqual(['derivatives', 'generated']);
    expect(existsSync(join(dir, 'generated', 'ab', 'abc'))).toBe(true);
    expect(existsSync(join(dir, 'derivatives', 'ab', 'abc'))).toBe(true);
    resetDataDir(join(root, 'never-made')); // nothing to reset: no error
  });
});
