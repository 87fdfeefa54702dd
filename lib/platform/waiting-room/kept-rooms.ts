import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Scope } from './scope';
import type { Override } from './store';

/**
 * The rooms as this instance last read them from the store (operators' switches and automatic
 * mode's run), kept in a small file in the build folder: an instance restarted while Redis is
 * down still knows which rooms stand (never fewer rooms because Redis is down), where it would
 * otherwise know only the environment's.
 */
export type KeptRooms = { overrides: Partial<Record<Scope, Override>>; autoEpoch: string | null };

let path: string | null = null;
const file = () =>
  path ??
  join(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'waiting-room-rooms.json');

/** Tests: another file. */
export function setKeptRoomsFile(value: string | null): void {
  path = value;
  written = null;
}

let written: string | null = null;

/** Keeps these rooms (written only when they changed; a file that cannot be written is no failure). */
export function keepRooms(rooms: KeptRooms): void {
  const text = JSON.stringify(rooms);
  if (text === written) return;
  try {
    const target = file();
    writeFileSync(/* turbopackIgnore: true */ `${target}.${process.pid}.tmp`, text);
    renameSync(/* turbopackIgnore: true */ `${target}.${process.pid}.tmp`, target);
    written = text;
  } catch {
    // no build folder (a unit test) or a read-only one: the rooms are still known in memory
  }
}

/** The rooms kept last, or null. */
export function keptRooms(): KeptRooms | null {
  try {
    const value = JSON.parse(readFileSync(/* turbopackIgnore: true */ file(), 'utf8')) as KeptRooms;
    return value && typeof value.overrides === 'object' ? value : null;
  } catch {
    return null;
  }
}
