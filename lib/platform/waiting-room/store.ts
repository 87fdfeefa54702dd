import { drawOrder, type DrawRecord } from './draw';
import type { Scope } from './scope';

/**
 * Where the waiting room keeps its state: with REDIS_URL in the Redis every instance shares
 * (./redis-store.ts), else in this process's memory (one instance). Both keep the same things:
 *
 * - per line (a room's run): the numbers given (`issued`, one atomic increment per newcomer: a
 *   visitor's number names them) and the line itself, ordered by when each visitor arrived at the
 *   edge (docs/waiting-room.md "Arrival order"), not by when an instance got round to their join:
 *   under a crowd, joins reach the instances seconds late and out of order, and a visitor the
 *   edge queued itself sends theirs later still. The admission tick lets in the earliest arrivals
 *   at the room's rate (`serving` counts them), remembers the arrival of the last one let in (the
 *   cut), and banks no credit while nobody waits (a crowd arriving after a quiet spell is let in
 *   at the rate, not all at once). A join whose arrival comes before the cut is let in at once: it
 *   would have been, had it come in time;
 * - what operators switched (overrides of the environment's settings, per room);
 * - automatic mode's state: whether it opened the whole buying path's room, and until when an
 *   instance last found the ticketing API struggling.
 */
export type Mode = 'off' | 'on' | 'auto';

/**
 * An operator's setting for one room, kept until reset. `opensAt` (epoch ms): the room's on-sale
 * time (./schedule.ts), before which it holds a pre-queue from `prequeueMs` before it.
 */
export type Override = {
  mode: Mode;
  rate: number | null;
  tickMs: number | null;
  epoch: string;
  at: number;
  opensAt?: number | null;
  prequeueMs?: number | null;
};

export type Line = { scope: Scope; epoch: string };
export type Counters = { issued: number; serving: number };
/**
 * The counters after a tick, and the place of the number asked about: 0 let in, 1 next in; a
 * number the line has no record of (its store lost it) takes the back of the line. Null when no
 * number was asked about.
 */
export type Advanced = Counters & { place: number | null };
/**
 * What the line's figures say besides its counters: pre-queue tickets taken, the draw once made,
 * and how many visitors whose turn came reached the buying path (their pass given).
 */
export type LineFigures = Counters & { prequeue: number; arrived: number; draw: DrawRecord | null };
export type AutoState = { epoch: string; since: number };

/**
 * A newcomer asking for a number in a line: `envMode`, the environment's mode for its room (the
 * store's settings override it), so the store can tell the room's current run itself; `prequeue`,
 * a pre-queue ticket is asked for (the room's opening has not come, as the instance sees it).
 */
export type JoinLine = Line & { envMode: Mode; prequeue: boolean; arrival: number };
/**
 * What the store gave: `number` in the run `epoch`, a pre-queue ticket (`pre`: its arrival in the
 * pre-queue, placed by the draw) or a place number. `number` 0: none given, the room's current run
 * is `epoch` (empty: the room is not open), not the one asked for (the instance's rooms are stale).
 */
export type Joined = { epoch: string; number: number; pre: boolean };

export interface RoomStore {
  /** true: Redis, every instance sees the same */
  readonly shared: boolean;
  overrides(): Promise<Partial<Record<Scope, Override>>>;
  setOverride(scope: Scope, value: Override | null): Promise<void>;
  /** automatic mode's room, when it is open */
  autoOpen(): Promise<AutoState | null>;
  /** opens it unless it is open already; the state it is in */
  openAuto(state: AutoState): Promise<AutoState>;
  closeAuto(): Promise<void>;
  /** some instance found the ticketing API struggling: automatic mode keeps the room open until then */
  markUnhealthy(forMs: number): Promise<void>;
  unhealthy(): Promise<boolean>;
  /** a newcomer's ticket number, in the room's current run only; before the draw, a pre-queue ticket when asked */
  join(line: JoinLine): Promise<Joined>;
  /**
   * The pre-queue's draw (./draw.ts), made once for the line by whichever caller comes first once
   * the store's clock has reached `opensAt` (null before): the pre-queue tickets get places 1..n in
   * the drawn order, numbers given after follow them. Every caller gets the same record.
   */
  draw(line: Line, opensAt: number, seedHex: string, seedHash: string): Promise<DrawRecord | null>;
  /** the place the draw gave a pre-queue ticket (null: not drawn, or no such ticket) */
  drawnPlace(line: Line, ticket: number): Promise<number | null>;
  /** one whose turn came reached the buying path (their pass given): counted for the operators */
  arrived(line: Line): Promise<void>;
  /**
   * The admission tick (atomic: any instance may run it any time); the counters after it and the
   * place of `number` (a visitor's) as it then stands.
   */
  advance(line: Line, ratePerMinute: number, tickMs: number, number?: number): Promise<Advanced>;
  /** the figures of these lines as they stand, moving none (one read: the metrics' scrape) */
  counters(lines: Line[]): Promise<LineFigures[]>;
}

/** How long a line's counters are kept after its last change (the room's run is long over by then). */
export const LINE_TTL_SECONDS = 2 * 24 * 60 * 60;

export type TickState = { serving: number; last: number | null; carry: number };

/**
 * The admission tick, the one rule both stores follow (redis-store.ts runs it in Lua): at most one
 * step a tick; a step lets in rate x elapsed / 60 s of those `waiting`, the fraction carried to the
 * next step; time beyond two ticks since the last step is not counted (no credit banked while
 * nobody ran a tick), and none is carried once everyone waiting is in.
 */
export function tick(
  state: TickState,
  now: number,
  ratePerMinute: number,
  tickMs: number,
  waiting: number,
): { state: TickState; admit: number } {
  if (state.last === null) return { state: { ...state, last: now, carry: 0 }, admit: 0 };
  if (now - state.last < tickMs) return { state, admit: 0 };
  const elapsed = Math.min(now - state.last, 2 * tickMs);
  const credit = state.carry + (elapsed * ratePerMinute) / 60_000;
  let admit = Math.floor(credit);
  let carry = credit - admit;
  if (admit >= waiting) {
    admit = waiting;
    carry = 0;
  }
  return { state: { serving: state.serving + admit, last: now, carry }, admit };
}

/** One who waits: when they arrived (the line's order), then their number (for the same millisecond). */
type Waiting = { arrival: number; number: number };
const before = (a: Waiting, b: Waiting) => a.arrival - b.arrival || a.number - b.number;

/** A line in memory: its tick, its order and who was let in, its pre-queue and draw, its arrivals. */
type MemoryLine = TickState & {
  issued: number;
  waiting: Waiting[];
  admitted: Set<number>;
  cut: number | null;
  opensAt: number | null;
  prequeue: number;
  arrived: number;
  draw: DrawRecord | null;
  places: Map<number, number>;
};

/** Into the line at its arrival's place (kept sorted). */
function enqueue(line: MemoryLine, who: Waiting) {
  let lo = 0;
  let hi = line.waiting.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (before(line.waiting[mid], who) < 0) lo = mid + 1;
    else hi = mid;
  }
  line.waiting.splice(lo, 0, who);
}

/** One process's waiting room (no REDIS_URL). */
export class MemoryStore implements RoomStore {
  readonly shared = false;
  private settings: Partial<Record<Scope, Override>> = {};
  private auto: AutoState | null = null;
  private unhealthyUntil = 0;
  private lines = new Map<string, MemoryLine>();

  constructor(private readonly now: () => number = Date.now) {}

  private line(line: Line): MemoryLine {
    const key = `${line.scope}\u0000${line.epoch}`;
    let state = this.lines.get(key);
    if (!state) {
      state = {
        issued: 0,
        serving: 0,
        last: null,
        carry: 0,
        waiting: [],
        admitted: new Set(),
        cut: null,
        opensAt: null,
        prequeue: 0,
        arrived: 0,
        draw: null,
        places: new Map(),
      };
      this.lines.set(key, state);
    }
    return state;
  }

  async overrides() {
    return { ...this.settings };
  }

  async setOverride(scope: Scope, value: Override | null) {
    if (value) this.settings[scope] = value;
    else delete this.settings[scope];
  }

  async autoOpen() {
    return this.auto;
  }

  async openAuto(state: AutoState) {
    this.auto ??= state;
    return this.auto;
  }

  async closeAuto() {
    this.auto = null;
  }

  async markUnhealthy(forMs: number) {
    this.unhealthyUntil = Math.max(this.unhealthyUntil, this.now() + forMs);
  }

  async unhealthy() {
    return this.now() < this.unhealthyUntil;
  }

  /** one process: its rooms are read from this same memory, so the run asked for is the current one */
  async join(line: JoinLine): Promise<Joined> {
    const state = this.line(line);
    if (line.prequeue && !state.draw) return { epoch: line.epoch, number: ++state.prequeue, pre: true };
    state.issued += 1;
    // after the opening, nobody is placed before the drawn pre-queue
    const arrival = Math.max(line.arrival, state.opensAt ?? line.arrival);
    if (state.cut !== null && arrival < state.cut) {
      state.admitted.add(state.issued);
      state.serving += 1;
    } else enqueue(state, { arrival, number: state.issued });
    return { epoch: line.epoch, number: state.issued, pre: false };
  }

  async draw(line: Line, opensAt: number, seedHex: string, seedHash: string) {
    const state = this.line(line);
    if (state.draw) return state.draw;
    const at = this.now();
    if (at < opensAt) return null;
    // the drawn, in the drawn order, before anyone who arrives after the opening
    drawOrder(state.prequeue, seedHex).forEach((ticket, i) => {
      const number = state.issued + i + 1;
      state.places.set(ticket, number);
      enqueue(state, { arrival: opensAt - state.prequeue + i, number });
    });
    state.issued += state.prequeue;
    state.opensAt = opensAt;
    state.draw = { at, size: state.prequeue, seedHash };
    return state.draw;
  }

  async drawnPlace(line: Line, ticket: number) {
    return this.line(line).places.get(ticket) ?? null;
  }

  async arrived(line: Line) {
    this.line(line).arrived += 1;
  }

  async counters(lines: Line[]) {
    return lines.map((line) => {
      const { issued, serving, prequeue, arrived, draw } = this.line(line);
      return { issued, serving, prequeue, arrived, draw };
    });
  }

  async advance(line: Line, ratePerMinute: number, tickMs: number, number?: number): Promise<Advanced> {
    const state = this.line(line);
    const { state: next, admit } = tick(state, this.now(), ratePerMinute, tickMs, state.waiting.length);
    Object.assign(state, next);
    for (const who of state.waiting.splice(0, admit)) {
      state.admitted.add(who.number);
      state.cut = who.arrival;
    }
    let place: number | null = null;
    if (number !== undefined) {
      place = state.admitted.has(number) ? 0 : state.waiting.findIndex((who) => who.number === number) + 1;
      if (place === 0 && !state.admitted.has(number)) {
        enqueue(state, { arrival: this.now(), number });
        place = state.waiting.length;
      }
    }
    return { issued: state.issued, serving: state.serving, place };
  }
}
