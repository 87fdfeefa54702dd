// @ts-check
/**
 * How long this process's event loop has been blocked, in all, since it started measuring (a
 * timer's drift: a 20 ms tick that comes late by d ms means the loop could run nothing for d ms).
 * A Redis reply that arrived while the loop was busy is late through no fault of Redis: the
 * command's timeout (./redis.mjs) allows for the time the loop was blocked before it calls Redis
 * down. One tick per process, never keeping it alive.
 */
const TICK_MS = 20;
const STATE = Symbol.for('theatre.loop-lag');

/** `globalThis`, seen as the holder of the one measure per process */
const g = /** @type {{ [STATE]?: { blocked: number, last: number } }} */ (globalThis);

function state() {
  if (!g[STATE]) {
    const s = { blocked: 0, last: performance.now() };
    const timer = setInterval(() => {
      const now = performance.now();
      s.blocked += Math.max(0, now - s.last - TICK_MS);
      s.last = now;
    }, TICK_MS);
    timer.unref?.();
    g[STATE] = s;
  }
  return g[STATE];
}

/**
 * The loop's blocked time so far (ms), the block going on now included.
 * @returns {number}
 */
export function loopBlockedMs() {
  const s = state();
  return s.blocked + Math.max(0, performance.now() - s.last - TICK_MS);
}

/** The most a late reply is allowed on account of a blocked loop: past it, late is down. */
export const MAX_LOOP_ALLOWANCE_MS = 5000;

/**
 * `work`'s answer, or a rejection with `late()` once it took `timeoutMs` plus the time the loop
 * was blocked meanwhile (at most MAX_LOOP_ALLOWANCE_MS more). A reply read from the socket in
 * the same turn of the loop as the deadline wins: the rejection waits for the loop's I/O first.
 * @template T
 * @param {Promise<T>} work
 * @param {number} timeoutMs
 * @param {() => Error} late
 * @returns {Promise<T>}
 */
export function answerInTime(work, timeoutMs, late) {
  const blockedAtStart = loopBlockedMs();
  const started = performance.now();
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {NodeJS.Immediate | undefined} */
  let immediate;
  /** @type {Promise<never>} */
  const deadline = new Promise((_, reject) => {
    const expire = () => {
      const allowance = Math.min(loopBlockedMs() - blockedAtStart, MAX_LOOP_ALLOWANCE_MS);
      const waited = performance.now() - started;
      if (waited < timeoutMs + allowance) {
        timer = setTimeout(expire, timeoutMs + allowance - waited);
        return;
      }
      immediate = setImmediate(() => reject(late()));
    };
    timer = setTimeout(expire, timeoutMs);
  });
  return Promise.race([work, deadline]).finally(() => {
    clearTimeout(timer);
    clearImmediate(immediate);
  });
}
