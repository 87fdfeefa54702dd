import 'server-only';
import { randomBytes } from 'node:crypto';
import { config } from '@/lib/platform/config/config';
import { roomAdmission, roomNumber } from '@/lib/platform/observability/site-events';
import { giveBack, reserve, ThrottledError, type Count } from '@/lib/platform/throttle/limits';
import { LIMITS } from '@/lib/platform/throttle/rules';
import { seedHash, type DrawRecord } from './draw';
import { currentRooms, envMode, forgetRooms, roomState, roomStore, type Room, type Rooms } from './rooms';
import { scopeShow, showScope, type Scope, type Target } from './scope';
import { passStillOwn } from './pass-uses';
import { passCovers, PASS_LIFETIME_MS, type Pass, type Ticket } from './tokens';

/**
 * A visitor at the door of the buying path: let through (a pass that covers the room, no room
 * open, or their turn has come), or in line (their number, place and wait). The line is ordered by
 * when each visitor arrived at the edge (`arrivedAt`, ./store.ts), however late their join reached
 * an instance; a visitor who already holds a number for this run of the room keeps it and their
 * place, however often they come back, reload, open another tab or ask for their place, so asking
 * more often never moves anyone forward. A newcomer's number is counted against
 * their address first (LIMITS.queuePerAddress): a client that drops its cookies cannot fill the
 * line with numbers nobody will use (each would still spend a slot when the line reaches it).
 * When the store cannot answer (Redis down or late), the room fails open at a fixed, safe rate
 * per instance (WAITING_ROOM_FAIL_OPEN_RATE), never closed for everyone.
 */
export type Visitor = { tickets: Ticket[]; passes: Pass[]; device: string | null };

/** A new device id (./tokens.ts DEVICE_COOKIE), issued with a visitor's first number or pass. */
export const newDevice = () => randomBytes(16).toString('base64url');

export type LineStatus = {
  /**
   * waiting: in line; admitted: their turn has come (the next visit to the buying path lets them
   * through); open: no room stands in front of this, or their pass covers it; none: not in line
   * yet; unavailable: the line cannot be read now (they are let in at the safe rate meanwhile);
   * refused: no number now, their address took its share (they try again in `pollSeconds`);
   * prequeue: before the show's on-sale time, in its pre-queue (no place until the draw at `drawAt`)
   */
  state: 'waiting' | 'admitted' | 'open' | 'none' | 'unavailable' | 'refused' | 'prequeue';
  scope: Scope;
  ticket: number | null;
  /** 1: next in */
  place: number | null;
  /** an estimate that never promises less than the rate allows: place at the room's rate, plus a step */
  waitSeconds: number | null;
  /** when to ask again */
  pollSeconds: number;
  /** visitors let in a minute */
  rate: number;
  /** when the room's pre-queue is drawn (epoch ms), for a room with an on-sale time; else null */
  drawAt: number | null;
};

export type Decision = { through: boolean; status: LineStatus; visitor: Visitor; changed: boolean };

const RENEW_AFTER_MS = 60_000;
const MIN_POLL_S = 2;
const MAX_POLL_S = 20;

/**
 * Whether one of these performances is the show's; null: unknown (not answered). The theatre's
 * side hands it to the door (lib/queue/show-facts.ts asks the ticketing API), as it hands `inside`.
 */
export type ShowsPerformance = (projectToken: string, eventTokens: string[]) => Promise<boolean | null>;

/** Without an answer from the theatre a show's performances are unknown: its calls are held. */
const unknownShows: ShowsPerformance = async () => null;

/**
 * The rooms that stand in front of a target now (none: it goes on), and the scope its line is
 * shown under. While the whole buying path's room is open it is the only one. A call for
 * performances meets the room of every show they belong to; when a show with an open room could
 * not be looked up, `unknown` names that room and the call is held (never let through unchecked).
 */
export async function roomsFor(
  target: Target,
  rooms: Rooms,
  isShowsPerformance: ShowsPerformance = unknownShows,
): Promise<{ scope: Scope; rooms: Room[]; unknown: Scope | null }> {
  const all = rooms.open.get('all');
  if (all) return { scope: 'all', rooms: [all], unknown: null };
  if (target.kind === 'all') return { scope: 'all', rooms: [], unknown: null };
  if (target.kind === 'show') {
    const scope = showScope(target.projectToken);
    const room = rooms.open.get(scope);
    return { scope, rooms: room ? [room] : [], unknown: null };
  }
  const shows = [...rooms.open.values()].filter((room) => room.scope !== 'all');
  const belongs = await Promise.all(
    shows.map((room) => isShowsPerformance(scopeShow(room.scope)!, target.eventTokens)),
  );
  const touched = shows.filter((_, i) => belongs[i] === true);
  const unknown = shows.find((_, i) => belongs[i] === null)?.scope ?? null;
  return { scope: unknown ?? touched[0]?.scope ?? 'all', rooms: touched, unknown };
}

/** Extended by an idle time from now, never past its total lifetime. */
function renewed(pass: Pass, now: number): Pass {
  if (now - pass.renewedAt < RENEW_AFTER_MS) return pass;
  const idle = now + config().WAITING_ROOM_PASS_MINUTES * 60_000;
  return { ...pass, renewedAt: now, expiresAt: Math.min(idle, pass.since + PASS_LIFETIME_MS) };
}

/** A pass through `room` in its current run, for `device`. */
export function newPass(room: { scope: Scope; epoch: string }, ticket: number, device: string, now = Date.now()): Pass {
  const idle = now + config().WAITING_ROOM_PASS_MINUTES * 60_000;
  return {
    scope: room.scope,
    epoch: room.epoch,
    ticket,
    device,
    since: now,
    renewedAt: now,
    expiresAt: Math.min(idle, now + PASS_LIFETIME_MS),
  };
}

/** The place's wait, never less than the rate allows, and when to ask again (more often near the front). */
export function estimate(
  place: number,
  room: Pick<Room, 'rate' | 'tickMs'>,
): { waitSeconds: number; pollSeconds: number } {
  const waitSeconds = Math.ceil((place * 60_000) / room.rate / 1000 + room.tickMs / 1000);
  const pollSeconds = Math.min(MAX_POLL_S, Math.max(MIN_POLL_S, Math.round(waitSeconds / 5)));
  return { waitSeconds, pollSeconds };
}

/** Fail open: at most WAITING_ROOM_FAIL_OPEN_RATE visitors a minute through this instance, none banked. */
function failOpenSlot(now: number): boolean {
  const state = roomState() as ReturnType<typeof roomState> & { failOpenNext?: number };
  const interval = 60_000 / config().WAITING_ROOM_FAIL_OPEN_RATE;
  if (now < (state.failOpenNext ?? 0)) return false;
  state.failOpenNext = now + interval;
  return true;
}

/** The line of a room as this instance last read it (for failing open in order); with `value`, remembers it. */
function lastRead(room: Room, value?: { serving: number; issued: number; at: number }) {
  const state = roomState();
  state.lastRead ??= new Map();
  const key = `${room.scope}\u0000${room.epoch}`;
  if (value) state.lastRead.set(key, value);
  return state.lastRead.get(key);
}

/** The count a newcomer's number is taken from: their address's. */
export const numbersFrom = (address: string): Count => ({ limit: LIMITS.queuePerAddress, key: address });

/**
 * Where the visitor stands before `target`. `join`: a newcomer takes a number (a page or call of
 * the buying path); without it, one who has none is told so (the queue page before it joins).
 * `admit`: a visitor whose turn has come gets the pass now (the gates; the status answer only
 * tells them, and the next visit lets them through). `from`: the visitor's address
 * (lib/platform/throttle/client-address.ts), whose count a newcomer's number is reserved from before it is
 * taken (`join`), so requests sent at once cannot all pass the check before one is counted; null
 * counts nothing (tests of the line alone).
 */
export async function atTheDoor(
  visitor: Visitor,
  target: Target,
  rooms: Rooms,
  options: {
    join: boolean;
    admit: boolean;
    from: string | null;
    now?: number;
    /**
     * When the visitor arrived at the edge (epoch ms; lib/platform/throttle/client-address.ts `arrivalTime`):
     * a newcomer's place in line is by it. Absent, or later than `now`: `now`.
     */
    arrivedAt?: number;
    /**
     * Whether the visitor had a purchase in progress when the room opened (a member's cart or
     * order awaiting payment): asked once, when they would take a number, and they are let in
     * (ticket 0) instead. Absent: nobody is.
     */
    inside?: () => Promise<boolean>;
    /** Whether a call's performances are a show's (see `ShowsPerformance`); absent: unknown. */
    isShowsPerformance?: ShowsPerformance;
  },
): Promise<Decision> {
  const found = await roomsFor(target, rooms, options.isShowsPerformance);
  const base = {
    scope: found.scope,
    ticket: null,
    place: null,
    waitSeconds: null,
    pollSeconds: MAX_POLL_S,
    rate: 0,
    drawAt: null,
  };
  if (found.unknown) {
    // which rooms the call touches is unknown: held, and asked again shortly
    return {
      through: false,
      status: { ...base, state: 'unavailable', pollSeconds: MIN_POLL_S },
      visitor,
      changed: false,
    };
  }
  let decision: Decision = { through: true, status: { ...base, state: 'open' }, visitor, changed: false };
  for (const room of found.rooms) {
    const next = await atRoom(decision.visitor, room, options);
    decision = { ...next, changed: decision.changed || next.changed };
    if (!decision.through) break;
  }
  return decision;
}

type DoorOptions = Parameters<typeof atTheDoor>[3];

/**
 * The draw of a scheduled room's pre-queue, once its opening has come: asked of the store (which
 * makes it once, whoever asks first: ./store.ts `draw`) until this instance has seen it made. Null
 * before the opening (by the store's clock).
 */
export async function drawn(room: Room, now = Date.now()): Promise<DrawRecord | null> {
  if (!room.schedule || now < room.schedule.opensAt) return null;
  const state = roomState();
  state.draws ??= new Map();
  const key = `${room.scope}\u0000${room.epoch}`;
  const known = state.draws.get(key);
  if (known) return known;
  const seed = randomBytes(32).toString('hex');
  const record = await roomStore().draw(room, room.schedule.opensAt, seed, seedHash(seed));
  if (record) state.draws.set(key, record);
  return record;
}

/** The draw's place for a pre-queue ticket (its number then is that place), or null if it has none. */
async function placed(room: Room, ticket: Ticket): Promise<Ticket | null> {
  const place = await roomStore().drawnPlace(room, ticket.number);
  return place === null ? null : { ...ticket, number: place, pre: false };
}

/** Where the visitor stands before one room (see atTheDoor). */
async function atRoom(visitor: Visitor, room: Room, options: DoorOptions, retried = false): Promise<Decision> {
  const now = options.now ?? Date.now();
  const scope = room.scope;
  const base = {
    scope,
    ticket: null,
    place: null,
    waitSeconds: null,
    pollSeconds: MAX_POLL_S,
    rate: room.rate,
    drawAt: room.schedule?.opensAt ?? null,
  };
  /** in the pre-queue: no place until the draw; asked again soon after it */
  const prequeue = (v: Visitor, changed: boolean): Decision => ({
    through: false,
    status: {
      ...base,
      state: 'prequeue',
      pollSeconds: Math.min(MAX_POLL_S, Math.max(MIN_POLL_S, Math.ceil((room.schedule!.opensAt - now) / 1000))),
    },
    visitor: v,
    changed,
  });
  let changed = false;
  let passes = visitor.passes;
  const device = visitor.device ?? newDevice();
  let covering = passes.find((p) => passCovers(p, room, visitor.device));
  if (covering && options.from !== null && !(await passStillOwn(covering, device, options.from, now))) {
    // used from more devices or addresses than one buyer has: revoked, its holder queues again
    roomAdmission(room.scope, 'revoked');
    passes = passes.filter((p) => p !== covering);
    covering = undefined;
    changed = true;
  }
  if (covering) {
    const fresh = options.admit ? renewed(covering, now) : covering;
    if (fresh !== covering) {
      passes = passes.map((p) => (p === covering ? fresh : p));
      changed = true;
    }
    return { through: true, status: { ...base, state: 'open' }, visitor: { ...visitor, passes }, changed };
  }

  let tickets = visitor.tickets;
  let ticket = tickets.find((t) => t.scope === room.scope && t.epoch === room.epoch && t.device === visitor.device);
  if (!ticket && options.join && options.inside && (await options.inside().catch(() => false))) {
    // a purchase in progress when the room opened: let in to finish it, on this device only
    roomAdmission(room.scope, 'inside');
    return {
      through: options.admit,
      status: options.admit
        ? { ...base, state: 'open' }
        : { ...base, state: 'admitted', ticket: 0, place: 0, waitSeconds: 0, pollSeconds: 0 },
      visitor: { tickets, passes: [...passes, newPass(room, 0, device, now)], device },
      changed: true,
    };
  }
  // the address's count, taken for a number not given yet (given back if none is)
  let counted: Count | null = null;
  if (!ticket && options.join && options.from !== null) {
    const count = numbersFrom(options.from);
    const wait = await reserve([count]).then(
      () => null,
      // a limits store broken beyond its fallback to memory (lib/platform/throttle/store.ts) closes no door
      (error: unknown) => (error instanceof ThrottledError ? error.retryAfterSeconds : null),
    );
    if (wait !== null) {
      roomNumber(room.scope, 'refused');
      return { through: false, status: { ...base, state: 'refused', pollSeconds: wait }, visitor, changed };
    }
    counted = count;
  }
  try {
    const store = roomStore();
    const draw = await drawn(room, now);
    if (ticket?.pre) {
      if (!draw) return prequeue({ tickets, passes, device }, changed);
      const after = await placed(room, ticket);
      tickets = tickets.filter((t) => t !== ticket);
      if (after) tickets.push(after);
      ticket = after ?? undefined;
      changed = true;
    }
    if (!ticket) {
      if (!options.join) return { through: false, status: { ...base, state: 'none' }, visitor, changed };
      const joined = await store.join({
        ...room,
        envMode: envMode(room.scope),
        prequeue: !draw && room.schedule !== null,
        arrival: Math.min(options.arrivedAt ?? now, now),
      });
      if (joined.number === 0) {
        // this instance's rooms are not the store's (read a while ago): numbered in the room's
        // current run or, closed, not at all; never in a line nobody else serves
        if (counted) await giveBack([counted]);
        forgetRooms();
        const fresh = await currentRooms();
        const current = fresh.degraded
          ? joined.epoch
            ? { ...room, epoch: joined.epoch }
            : null
          : fresh.open.get(scope);
        if (retried || !current || current.epoch !== joined.epoch)
          return {
            through: true,
            status: { ...base, state: 'open' },
            visitor: { tickets, passes, device: visitor.device },
            changed,
          };
        return atRoom(visitor, current, options, true);
      }
      ticket = {
        scope,
        epoch: room.epoch,
        number: joined.number,
        issuedAt: now,
        device,
        ...(joined.pre ? { pre: true } : {}),
      };
      counted = null;
      roomNumber(room.scope, 'issued');
      // a number from an earlier run of this room is of no use any more
      tickets = [...tickets.filter((t) => t.scope !== room.scope), ticket];
      changed = true;
      if (joined.pre) return prequeue({ tickets, passes, device }, changed);
    }
    const { serving, issued, place } = await store.advance(room, room.rate, room.tickMs, ticket.number);
    lastRead(room, { serving, issued, at: now });
    const number = ticket.number;
    if (place === 0) {
      if (!options.admit) {
        // told their turn came: the ticket keeps it (see Ticket.turn)
        const told = ticket.turn ? ticket : { ...ticket, turn: true };
        return {
          through: false,
          status: { ...base, state: 'admitted', ticket: number, place: 0, waitSeconds: 0, pollSeconds: 0 },
          visitor: { tickets: tickets.map((t) => (t === ticket ? told : t)), passes, device },
          changed: changed || told !== ticket,
        };
      }
      roomAdmission(room.scope, 'turn');
      await store.arrived(room).catch(() => undefined);
      return {
        through: true,
        status: { ...base, state: 'open', ticket: number },
        visitor: {
          tickets: tickets.filter((t) => t !== ticket),
          passes: [...passes, newPass(room, number, device, now)],
          device,
        },
        changed: true,
      };
    }
    return {
      through: false,
      status: { ...base, state: 'waiting', ticket: number, place: place!, ...estimate(place!, room) },
      visitor: { tickets, passes, device },
      changed,
    };
  } catch {
    // Redis down (late is not down: lib/platform/observability/loop-lag.mjs): at the safe rate rather than nobody,
    // and in arrival order where numbers were issued. From the line as this instance last read it,
    // "serving" moves on at the safe rate: a number at or below it is let in (every instance
    // reckons the same, so the rate holds however many there are); newcomers come after every
    // number known. A newcomer's pass spends their address's count as a number would (one address
    // cannot take every slot); one who got neither gets it back.
    const read = lastRead(room);
    // a pre-queue ticket holds no place before the draw: a newcomer's, for failing open
    const held = ticket?.pre ? undefined : ticket;
    const reckoned = read
      ? read.serving + Math.floor(((now - read.at) * config().WAITING_ROOM_FAIL_OPEN_RATE) / 60_000)
      : null;
    const turn = held?.turn
      ? true
      : reckoned === null
        ? null
        : held && held.issuedAt <= read!.at
          ? held.number <= reckoned
          : reckoned >= read!.issued
            ? failOpenSlot(now)
            : false;
    if (turn === true && !options.admit) {
      // told their turn came: the ticket keeps it, for an instance that reckons the line behind this
      // one; a newcomer given a slot has no ticket to keep it in and gets the pass now
      const told = held && !held.turn ? { ...held, turn: true } : held;
      if (!held) roomAdmission(room.scope, 'fail_open');
      return {
        through: false,
        status: {
          ...base,
          state: 'admitted',
          ticket: held?.number ?? null,
          place: 0,
          waitSeconds: 0,
          pollSeconds: 0,
        },
        visitor: {
          tickets: tickets.map((t) => (t === held ? told! : t)),
          passes: held ? passes : [...passes, newPass(room, -1, device, now)],
          device,
        },
        changed: changed || told !== held || !held,
      };
    }
    if (options.admit && (turn ?? failOpenSlot(now))) {
      roomAdmission(room.scope, 'fail_open');
      return {
        through: true,
        status: { ...base, state: 'open' },
        visitor: { tickets, passes: [...passes, newPass(room, -1, device, now)], device },
        changed: true,
      };
    }
    if (counted) await giveBack([counted]);
    const pollSeconds = Math.max(MIN_POLL_S, Math.ceil(60 / config().WAITING_ROOM_FAIL_OPEN_RATE));
    return {
      through: false,
      status: { ...base, state: 'unavailable', ticket: held?.number ?? null, pollSeconds },
      visitor: { tickets, passes, device: visitor.device },
      changed,
    };
  }
}
