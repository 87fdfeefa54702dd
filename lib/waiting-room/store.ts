import type { Scope } from './scope';

/**
 * Where the waiting room keeps its state: with REDIS_URL in the Redis every instance shares
 * (./redis-store.ts), else in this process's memory (one instance). Both keep the same things:
 *
 * - per line (a room's run): two counters, as in AWS's Virtual Waiting Room. `issued`, the last
 *   ticket number given out (one atomic increment per newcomer, so numbers follow arrival order),
 *   and `serving`, the highest number let in. The admission tick moves `serving` on at the room's
 *   rate, never past `issued`, and banks no credit while nobody waits (a crowd arriving after a
 *   quiet spell is let in at the rate, not all at once);
 * - what operators switched (overrides of the environment's settings, per room);
 * - automatic mode's state: whether it opened the whole buying path's room, and until when an
 *   instance last found the ticketing API struggling.
 */
export type Mode = 'off' | 'on' | 'auto';

/** An operator's setting for one room, kept until reset. */
export type Override = { mode: Mode; rate: number | null; tickMs: number | null; epoch: string; at: number };

export type Line = { scope: Scope; epoch: string };
export type Counters = { issued: number; serving: number };
export type AutoState = { epoch: string; since: number };

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
  /** a newcomer's ticket number */
  join(line: Line): Promise<number>;
  /** the admission tick (atomic: any instance may run it any time); the counters after it */
  advance(line: Line, ratePerMinute: number, tickMs: number): Promise<Counters>;
  /** the counters of these lines as they stand, moving none (one read: the metrics' scrape) */
  counters(lines: Line[]): Promise<Counters[]>;
}

/** How long a line's counters are kept after its last change (the room's run is long over by then). */
export const LINE_TTL_SECONDS = 2 * 24 * 60 * 60;

export type TickState = Counters & { last: number | null; carry: number };

/**
 * The admission tick, the one rule both stores follow (redis-store.ts runs it in Lua): at most one
 * step a tick; a step lets in rate x elapsed / 60 s, the fraction carried to the next step; time
 * beyond two ticks since the last step is not counted (no credit banked while nobody ran a tick),
 * and none is carried once everyone waiting is in.
 */
export function tick(state: TickState, now: number, ratePerMinute: number, tickMs: number): TickState {
  if (state.last === null) return { ...state, last: now, carry: 0 };
  if (now - state.last < tickMs) return state;
  const elapsed = Math.min(now - state.last, 2 * tickMs);
  const credit = state.carry + (elapsed * ratePerMinute) / 60_000;
  let admit = Math.floor(credit);
  let carry = credit - admit;
  if (state.serving + admit >= state.issued) {
    admit = Math.max(0, state.issued - state.serving);
    carry = 0;
  }
  return { issued: state.issued, serving: state.serving + admit, last: now, carry };
}

/** One process's waiting room (no REDIS_URL). */
export class MemoryStore implements RoomStore {
  readonly shared = false;
  private settings: Partial<Record<Scope, Override>> = {};
  private auto: AutoState | null = null;
  private unhealthyUntil = 0;
  private lines = new Map<string, TickState>();

  constructor(private readonly now: () => number = Date.now) {}

  private line(line: Line): TickState {
    const key = `${line.scope}\u0000${line.epoch}`;
    let state = this.lines.get(key);
    if (!state) {
      state = { issued: 0, serving: 0, last: null, carry: 0 };
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

  async join(line: Line) {
    const state = this.line(line);
    state.issued += 1;
    return state.issued;
  }

  async counters(lines: Line[]) {
    return lines.map((line) => {
      const { issued, serving } = this.line(line);
      return { issued, serving };
    });
  }

  async advance(line: Line, ratePerMinute: number, tickMs: number) {
    const key = `${line.scope}\u0000${line.epoch}`;
    const next = tick(this.line(line), this.now(), ratePerMinute, tickMs);
    this.lines.set(key, next);
    return { issued: next.issued, serving: next.serving };
  }
}
