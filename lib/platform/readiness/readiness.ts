import 'server-only';
import { lastGoodAnswersKept } from '@/lib/platform/cache/answers.mjs';
import { answerInTime } from '@/lib/platform/observability/loop-lag.mjs';
import { redisCall, redisConfigured } from '@/lib/platform/redis/redis.mjs';
import { config } from '@/lib/platform/config/config';
import { setReadiness } from '@/lib/platform/observability/metrics.mjs';

/**
 * Readiness, as the edge's probe asks it every second (/api/ready): whether this instance should
 * get visitors now. It needs Redis when one is configured (the shared caches and tag expirations
 * live there), and either the content backend answering or last good copies of its answers to
 * render from. Liveness (/api/health) asks none of this: an instance that is alive but not ready
 * is taken out of the rotation, not restarted.
 */
export type Readiness = {
  ready: boolean;
  redis: 'ok' | 'down' | 'off';
  content: 'ok' | 'down';
  /** asked only while the content backend is down */
  staleCopies?: boolean;
};

const CHECK_EVERY_MS = 1000;
/** Shorter than the edge probe's timeout (6 s, scripts/cluster/services.mjs), so a slow backend is an answer, not a failed probe. */
const CONTENT_TIMEOUT_MS = 1000;

async function redisState(): Promise<Readiness['redis']> {
  if (!redisConfigured()) return 'off';
  try {
    await redisCall((redis) => redis.ping(), { group: 'ping' });
    return 'ok';
  } catch {
    return 'down';
  }
}

/**
 * The JSON:API entry point (`/jsonapi`, a cheap read Drupal's page cache answers): any answer but
 * a 5xx means the backend is there. Late is not down: an answer that comes while this process's
 * loop is busy is allowed the time the loop was blocked (lib/platform/observability/loop-lag.mjs), so a loaded
 * instance does not call the backend down and take itself out of the edge's rotation.
 */
async function contentState(): Promise<Readiness['content']> {
  const abort = new AbortController();
  const read = async () => {
    const response = await fetch(`${config().CMS_URL}/jsonapi`, {
      headers: { Accept: 'application/vnd.api+json' },
      signal: abort.signal,
      cache: 'no-store',
    });
    await response.arrayBuffer();
    return response.status < 500 ? 'ok' : 'down';
  };
  try {
    return await answerInTime(read(), CONTENT_TIMEOUT_MS, () => {
      abort.abort();
      return new Error('the content backend did not answer in time');
    });
  } catch {
    return 'down';
  }
}

async function check(): Promise<Readiness> {
  const [redis, content] = await Promise.all([redisState(), contentState()]);
  const staleCopies = content === 'down' ? await lastGoodAnswersKept() : undefined;
  const ready = redis !== 'down' && (content === 'ok' || staleCopies === true);
  setReadiness(ready, { ...(redis === 'off' ? {} : { redis: redis === 'ok' }), content: content === 'ok' });
  return { ready, redis, content, ...(staleCopies === undefined ? {} : { staleCopies }) };
}

const STATE = Symbol.for('theatre.observability.readiness');
type Kept = { at: number; result: Promise<Readiness>; refreshing: boolean };

/**
 * The last check's result, at once: a probe never waits for the backends (it would time out under
 * load and take a healthy instance out). A result older than CHECK_EVERY_MS starts the next check
 * in the background; only the very first call waits for one.
 */
export function readiness(): Promise<Readiness> {
  const holder = globalThis as { [STATE]?: Kept };
  const kept = holder[STATE];
  if (!kept) {
    const first: Kept = { at: performance.now(), result: check(), refreshing: false };
    holder[STATE] = first;
    return first.result;
  }
  if (!kept.refreshing && performance.now() - kept.at >= CHECK_EVERY_MS) {
    kept.refreshing = true;
    const next = check();
    next.then(
      () => (holder[STATE] = { at: performance.now(), result: next, refreshing: false }),
      () => (kept.refreshing = false),
    );
  }
  return kept.result;
}
