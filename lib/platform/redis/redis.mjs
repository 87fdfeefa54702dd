// @ts-check
/**
 * The process's one Redis connection (when REDIS_URL is set): cache handlers, the webhook and the
 * login throttling store all use it. It lives on `globalThis`, because this module is loaded twice
 * in a Next server: by Node for the cache handlers and inside the app's bundle.
 *
 * Redis being down must never take a page down, only make it slower: commands are refused at
 * once while the connection is down (no offline queue), a command that gets no answer within
 * COMMAND_TIMEOUT_MS of a free event loop (a stopped or unreachable server keeps the socket open;
 * the time the loop was blocked meanwhile is allowed on top, ./loop-lag.mjs) fails, and after
 * any failure Redis is left alone for BREAK_MS before it is tried again. The client reconnects by
 * itself, every second at most.
 */
import { createClient, RESP_TYPES } from '@redis/client';
import { logger } from '../observability/log.mjs';
import { observeRedisCommand, setRedisUp } from '../observability/metrics.mjs';
import { traced } from '../observability/trace.mjs';
import { answerInTime } from '../observability/loop-lag.mjs';
import { cacheSettings, isBuildPhase } from '../config/cache-settings.mjs';

export const COMMAND_TIMEOUT_MS = 500;
export const BREAK_MS = 1000;

/** Redis is not configured, down, or did not answer in time. */
export class RedisUnavailable extends Error {
  /**
   * @param {string} message
   * @param {ErrorOptions} [options]
   */
  constructor(message, options) {
    super(message, options);
    this.name = 'RedisUnavailable';
  }
}

/** @typedef {import('@redis/client').RedisClientType} Redis */
/**
 * The client with bulk replies as Buffers (cached entries are bytes).
 * @typedef {import('@redis/client').RedisClientType<{}, {}, {}, 3, { [RESP_TYPES.BLOB_STRING]: BufferConstructor }>} BinaryRedis
 */
/**
 * @typedef {object} RedisState
 * @property {Redis | null | undefined} client undefined until first asked for, null without Redis
 * @property {number} brokenUntil
 * @property {Record<string, number>} downSince by connection: when it went down, 0 while up
 * @property {Redis[]} subscribers
 * @property {BinaryRedis} [binary]
 * @property {Redis} [binaryFor] the client `binary` maps
 */

const STATE = Symbol.for('theatre.cache.redis');

/** `globalThis`, seen as the holder of the one connection per process */
const shared = /** @type {{ [STATE]?: RedisState }} */ (globalThis);

function state() {
  return (shared[STATE] ??= { client: undefined, brokenUntil: 0, downSince: {}, subscribers: [] });
}

/** @param {number} retries */
function reconnectDelay(retries) {
  return Math.min(50 * 2 ** retries, 1000);
}

/**
 * One log line when Redis goes away and one when it is back, however many errors come between.
 * @param {Redis} client
 * @param {string} name
 */
function watch(client, name) {
  const s = state();
  client.on('error', (/** @type {Error} */ error) => {
    setRedisUp(name, false);
    if (s.downSince[name]) return;
    s.downSince[name] = Date.now();
    logger.warn('redis unavailable', { connection: name, error_message: error.message });
  });
  client.on('ready', () => {
    setRedisUp(name, true);
    if (!s.downSince[name]) return;
    logger.warn('redis back', { connection: name, down_s: Math.round((Date.now() - s.downSince[name]) / 100) / 10 });
    s.downSince[name] = 0;
  });
}

/**
 * The shared client, connecting (or reconnecting) in the background; null without REDIS_URL and
 * during `next build`. For a store that takes a node-redis client (rate-limiter-flexible:
 * `new RateLimiterRedis({ storeClient: sharedRedis(), useRedisPackage: true, ... })`).
 * @returns {Redis | null}
 */
export function sharedRedis() {
  const s = state();
  if (s.client !== undefined) return s.client;
  const { REDIS_URL } = cacheSettings();
  if (!REDIS_URL || isBuildPhase()) {
    s.client = null;
    return null;
  }
  const client = createClient({
    url: REDIS_URL,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: reconnectDelay },
  });
  watch(client, 'cache');
  client.connect().catch(() => {
    // reconnectStrategy keeps trying; 'error' has been logged
  });
  s.client = client;
  return client;
}

/**
 * The shared client with binary replies (cached entries are bytes).
 * @param {Redis} client
 * @returns {BinaryRedis}
 */
function binaryClient(client) {
  const s = state();
  if (!s.binary || s.binaryFor !== client) {
    s.binary = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
    s.binaryFor = client;
  }
  return s.binary;
}

/**
 * Whether Redis is configured (shared mode), whatever its health.
 * @returns {boolean}
 */
export function redisConfigured() {
  return sharedRedis() !== null;
}

/**
 * Runs `command(client)` against Redis within COMMAND_TIMEOUT_MS; throws RedisUnavailable when
 * Redis is not configured, down, resting after a failure, or late. `binary`: bulk replies as
 * Buffers. `group` names the command for the metrics and traces (`route.get`, `tags.write`).
 * @template T
 * @overload
 * @param {(client: BinaryRedis) => Promise<T>} command
 * @param {{ binary: true, group?: string }} options
 * @returns {Promise<T>}
 */
/**
 * @template T
 * @overload
 * @param {(client: Redis) => Promise<T>} command
 * @param {{ binary?: false, group?: string }} [options]
 * @returns {Promise<T>}
 */
/**
 * @template T
 * @param {((client: Redis) => Promise<T>) | ((client: BinaryRedis) => Promise<T>)} command
 * @param {{ binary?: boolean, group?: string }} [options]
 * @returns {Promise<T>}
 */
export function redisCall(command, { binary = false, group = 'other' } = {}) {
  const started = performance.now();
  /** @param {'ok' | 'failed' | 'skipped'} name */
  const outcome = (name) => observeRedisCommand(group, name, (performance.now() - started) / 1000);
  return traced(`redis ${group}`, { 'db.system': 'redis' }, () =>
    runCommand(command, binary).then(
      (reply) => (outcome('ok'), reply),
      (error) => {
        outcome(error.skipped ? 'skipped' : 'failed');
        throw error;
      },
    ),
  );
}

/**
 * @template T
 * @param {((client: Redis) => Promise<T>) | ((client: BinaryRedis) => Promise<T>)} command
 * @param {boolean} binary whether `command` takes the binary client
 * @returns {Promise<T>}
 */
async function runCommand(command, binary) {
  const s = state();
  const client = sharedRedis();
  if (!client) throw Object.assign(new RedisUnavailable('REDIS_URL is not set'), { skipped: true });
  if (!client.isReady || Date.now() < s.brokenUntil)
    throw Object.assign(new RedisUnavailable('Redis is unavailable'), { skipped: true });
  try {
    // late is not down: the time this process's loop was blocked is allowed on top (./loop-lag.mjs)
    const work = binary
      ? /** @type {(client: BinaryRedis) => Promise<T>} */ (command)(binaryClient(client))
      : /** @type {(client: Redis) => Promise<T>} */ (command)(client);
    return await answerInTime(
      work,
      COMMAND_TIMEOUT_MS,
      () => new RedisUnavailable(`Redis did not answer within ${COMMAND_TIMEOUT_MS} ms of a free event loop`),
    );
  } catch (error) {
    s.brokenUntil = Date.now() + BREAK_MS;
    throw error instanceof RedisUnavailable
      ? error
      : new RedisUnavailable(`Redis command failed: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
  }
}

/**
 * Listens to a pub/sub channel on a connection of its own; `onReady` runs each time that
 * connection is (re)established, so a listener can catch up on what it missed while it was away.
 * @param {string} channel
 * @param {(message: string) => void} onMessage
 * @param {() => void} onReady
 */
export function subscribe(channel, onMessage, onReady) {
  const client = sharedRedis();
  if (!client) return;
  const subscriber = client.duplicate({ pingInterval: 5000 });
  watch(subscriber, 'subscriber');
  subscriber.on('ready', () => onReady());
  subscriber
    .connect()
    .then(() => subscriber.subscribe(channel, onMessage))
    .catch(() => {
      // reconnects by itself; node-redis subscribes again after a reconnect
    });
  state().subscribers.push(subscriber);
}

/** Closes the connections (tests, and a clean shutdown). */
export async function closeRedis() {
  const s = state();
  const clients = [s.client, ...s.subscribers].filter((client) => client != null);
  s.client = undefined;
  s.subscribers = [];
  s.brokenUntil = 0;
  await Promise.all(clients.map((client) => client.close().catch(() => client.destroy())));
}
