import 'server-only';
import { redisConfigured } from '@/lib/platform/redis/redis.mjs';
import { config } from '@/lib/platform/config/config';
import type { DrawRecord } from './draw';
import { keepRooms, keptRooms } from './kept-rooms';
import { DEFAULT_PREQUEUE_MS } from '@/lib/platform/config/waiting-room-settings';
import { RedisStore } from './redis-store';
import { showScope, type Scope } from './scope';
import { MemoryStore, type Mode, type Override, type RoomStore } from './store';

/**
 * Which rooms are open now: the environment's settings (WAITING_ROOM for the whole buying path,
 * WAITING_ROOM_SHOWS for shows), what operators switched since (overrides, kept in the store), and
 * automatic mode's state. Read at most once a second per process and shared by the proxy's and the
 * app's bundles (globalThis); when the store cannot be read, the last rooms known stay in force
 * (never fewer rooms because Redis is down).
 */
export type Room = {
  scope: Scope;
  mode: Mode;
  rate: number;
  tickMs: number;
  epoch: string;
  /** an on-sale time (./schedule.ts): the room stands from `prequeueFrom`, its pre-queue drawn at `opensAt` */
  schedule: Schedule | null;
};

export type Schedule = { opensAt: number; prequeueFrom: number };

export type Rooms = {
  /** the rooms standing in front of their scope now */
  open: Map<Scope, Room>;
  /** every room configured, open or not (off ones included when an operator switched them off) */
  configured: Map<Scope, Room>;
  /** some room is on or automatic: visitors already inside get a pass, so they keep going when one opens */
  armed: boolean;
};

const FRESH_MS = 1000;
/** The environment's rooms keep one run for as long as they stay on (a restart keeps their line). */
export const ENV_EPOCH = 'env';

type State = {
  store?: RoomStore;
  rooms?: { at: number; value: Rooms };
  loading?: Promise<Rooms>;
  /** each line as this instance last read it (./line.ts: failing open in arrival order) */
  lastRead?: Map<string, { serving: number; issued: number; at: number }>;
  /** the draws this instance has seen made (./line.ts: asked of the store until one is) */
  draws?: Map<string, DrawRecord>;
};
const STATE = Symbol.for('theatre.waiting-room');

export function roomState(): State {
  const g = globalThis as unknown as Record<symbol, State>;
  g[STATE] ??= {};
  return g[STATE];
}

/** The store: Redis when REDIS_URL is set, else this process's memory. */
export function roomStore(): RoomStore {
  const state = roomState();
  state.store ??= redisConfigured() ? new RedisStore() : new MemoryStore();
  return state.store;
}

/** Tests: another store (a memory store on a fake clock), and nothing remembered. */
export function setRoomStore(store: RoomStore | undefined): void {
  const state = roomState();
  state.store = store;
  state.rooms = undefined;
  state.loading = undefined;
  state.lastRead = undefined;
  state.draws = undefined;
}

/** Forgets the rooms read, so the next request reads them again (after an operator's switch). */
export function forgetRooms(): void {
  roomState().rooms = undefined;
}

function envRooms(): Map<Scope, Room> {
  const c = config();
  const room = (scope: Scope, mode: Mode, rate: number | null, schedule: Schedule | null = null): Room => ({
    scope,
    mode,
    rate: rate ?? c.WAITING_ROOM_RATE,
    tickMs: c.WAITING_ROOM_TICK_MS,
    epoch: ENV_EPOCH,
    schedule,
  });
  const rooms = new Map<Scope, Room>([['all', room('all', c.WAITING_ROOM, null)]]);
  for (const show of c.WAITING_ROOM_SHOWS)
    rooms.set(showScope(show.projectToken), room(showScope(show.projectToken), 'on', show.rate));
  for (const show of c.WAITING_ROOM_SCHEDULE) {
    const scope = showScope(show.projectToken);
    rooms.set(
      scope,
      room(scope, 'on', show.rate ?? rooms.get(scope)?.rate ?? null, {
        opensAt: show.opensAt,
        prequeueFrom: show.opensAt - show.prequeueMs,
      }),
    );
  }
  return rooms;
}

/** The environment's mode for a room ('off' when it names none): what the store's settings override. */
export function envMode(scope: Scope): Mode {
  return envRooms().get(scope)?.mode ?? 'off';
}

/**
 * The rooms as the environment and the operators' overrides set them, and automatic mode's state,
 * at `now`: a scheduled room stands from its pre-queue's start.
 */
export function resolveRooms(
  overrides: Partial<Record<Scope, Override>>,
  autoEpoch: string | null,
  env: Map<Scope, Room> = envRooms(),
  now = Date.now(),
): Rooms {
  const c = config();
  const configured = new Map(env);
  for (const [scope, o] of Object.entries(overrides) as [Scope, Override][]) {
    configured.set(scope, {
      scope,
      // automatic mode watches the whole buying path; a show's room is on or off
      mode: scope !== 'all' && o.mode === 'auto' ? 'on' : o.mode,
      rate: o.rate ?? c.WAITING_ROOM_RATE,
      tickMs: o.tickMs ?? c.WAITING_ROOM_TICK_MS,
      epoch: o.epoch,
      schedule: o.opensAt
        ? { opensAt: o.opensAt, prequeueFrom: o.opensAt - (o.prequeueMs ?? DEFAULT_PREQUEUE_MS) }
        : null,
    });
  }
  const open = new Map<Scope, Room>();
  for (const [scope, room] of configured) {
    if (room.mode === 'on' && (!room.schedule || now >= room.schedule.prequeueFrom)) open.set(scope, room);
    if (room.mode === 'auto' && autoEpoch) open.set(scope, { ...room, epoch: autoEpoch });
  }
  return { open, configured, armed: [...configured.values()].some((room) => room.mode !== 'off') };
}

async function load(): Promise<Rooms> {
  const store = roomStore();
  const [overrides, auto] = await Promise.all([store.overrides(), store.autoOpen()]);
  if (store.shared) keepRooms({ overrides, autoEpoch: auto?.epoch ?? null });
  return resolveRooms(overrides, auto?.epoch ?? null);
}

function fromDisk(): Rooms {
  const kept = keptRooms();
  return kept ? resolveRooms(kept.overrides, kept.autoEpoch) : resolveRooms({}, null);
}

/**
 * The rooms now (read at most once a second). `degraded`: the store could not be read, these are
 * the last rooms known (or the environment's, if none were ever read).
 */
export async function currentRooms(): Promise<Rooms & { degraded: boolean }> {
  const state = roomState();
  const now = Date.now();
  if (state.rooms && now - state.rooms.at < FRESH_MS) return { ...state.rooms.value, degraded: false };
  try {
    state.loading ??= load().finally(() => (state.loading = undefined));
    const value = await state.loading;
    state.rooms = { at: Date.now(), value };
    return { ...value, degraded: false };
  } catch {
    // the last rooms read; after a restart during the outage, those kept on disk
    state.rooms ??= { at: 0, value: fromDisk() };
    return { ...state.rooms.value, degraded: true };
  }
}
