import type { RedisClientType } from '@redis/client';
import { answerInTime } from '@/lib/cache/loop-lag.mjs';
import { BREAK_MS, COMMAND_TIMEOUT_MS, redisCall, RedisUnavailable, sharedRedis } from '@/lib/cache/redis.mjs';
import { cacheSettings } from '@/lib/cache/settings.mjs';
import { limitsRedis, limitsStoreReady } from '@/lib/throttle/store';
import type { Scope } from './scope';
import { LINE_TTL_SECONDS, type AutoState, type Counters, type Line, type Override, type RoomStore } from './store';

/**
 * One command in the store the line lives in: the limits' Redis (REDIS_LIMITS_URL, `noeviction`:
 * no flood of cached pages can evict a line's counters or an operator's switch mid-sale), else the
 * cache's (lib/cache/redis.mjs). Either way a command fails when it gets no answer within 500 ms of
 * a free event loop (late is not down: lib/cache/loop-lag.mjs), and after a failure the store is
 * left alone for a second; the room then fails open (./line.ts).
 */
let brokenUntil = 0;
async function redisCallOnLine<T>(command: (client: RedisClientType) => Promise<T>): Promise<T> {
  const client = limitsRedis() as unknown as RedisClientType | null;
  if (!client || client === (sharedRedis() as unknown)) return redisCall(command, { group: 'waiting-room' });
  // a client this process has just created is waited for (its first seconds), not called down
  await limitsStoreReady();
  if (!client.isReady || Date.now() < brokenUntil) throw new RedisUnavailable('Redis is unavailable');
  return answerInTime(
    command(client),
    COMMAND_TIMEOUT_MS,
    () => new RedisUnavailable(`Redis did not answer within ${COMMAND_TIMEOUT_MS} ms of a free event loop`),
  ).catch((error: unknown) => {
    brokenUntil = Date.now() + BREAK_MS;
    throw error;
  });
}

/**
 * The waiting room in the Redis every instance shares (above).
 * Keys under `<REDIS_PREFIX>wr:`. A newcomer's number is one HINCRBY; the admission tick is one Lua
 * script that reads Redis's own clock, so any instance may run it at any time and the line moves
 * at the room's rate however many run it (store.ts `tick` is the same rule in TypeScript).
 */
const ADVANCE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local h = redis.call('HMGET', KEYS[1], 'issued', 'serving', 'last', 'carry')
local issued = tonumber(h[1]) or 0
local serving = tonumber(h[2]) or 0
local carry = tonumber(h[4]) or 0
local rate = tonumber(ARGV[1])
local tick = tonumber(ARGV[2])
if not h[3] then
  redis.call('HSET', KEYS[1], 'last', string.format('%d', now), 'carry', '0')
  redis.call('EXPIRE', KEYS[1], ARGV[3])
  return {issued, serving}
end
local last = tonumber(h[3])
if now - last < tick then
  return {issued, serving}
end
local credit = carry + math.min(now - last, 2 * tick) * rate / 60000
local admit = math.floor(credit)
carry = credit - admit
if serving + admit >= issued then
  admit = math.max(0, issued - serving)
  carry = 0
end
serving = serving + admit
redis.call('HSET', KEYS[1], 'serving', serving, 'last', string.format('%d', now), 'carry', tostring(carry))
redis.call('EXPIRE', KEYS[1], ARGV[3])
return {issued, serving}
`;

const JOIN = `
local n = redis.call('HINCRBY', KEYS[1], 'issued', 1)
redis.call('EXPIRE', KEYS[1], ARGV[1])
return n
`;

const COUNTERS = `
local out = {}
for i, key in ipairs(KEYS) do
  local h = redis.call('HMGET', key, 'issued', 'serving')
  out[2 * i - 1] = tonumber(h[1]) or 0
  out[2 * i] = tonumber(h[2]) or 0
end
return out
`;

export class RedisStore implements RoomStore {
  readonly shared = true;
  private readonly prefix = `${cacheSettings().REDIS_PREFIX}wr:`;

  private key(name: string) {
    return `${this.prefix}${name}`;
  }

  private lineKey(line: Line) {
    return this.key(`line:${line.scope}:${line.epoch}`);
  }

  async overrides() {
    const all = await redisCallOnLine((redis) => redis.hGetAll(this.key('settings')));
    const result: Partial<Record<Scope, Override>> = {};
    for (const [scope, value] of Object.entries(all)) {
      try {
        result[scope as Scope] = JSON.parse(value) as Override;
      } catch {
        // a value this version cannot read counts as not set
      }
    }
    return result;
  }

  async setOverride(scope: Scope, value: Override | null) {
    await redisCallOnLine((redis) =>
      value ? redis.hSet(this.key('settings'), scope, JSON.stringify(value)) : redis.hDel(this.key('settings'), scope),
    );
  }

  async autoOpen() {
    const value = await redisCallOnLine((redis) => redis.get(this.key('auto')));
    return value ? (JSON.parse(value) as AutoState) : null;
  }

  async openAuto(state: AutoState) {
    const set = await redisCallOnLine((redis) =>
      redis.set(this.key('auto'), JSON.stringify(state), { condition: 'NX' }),
    );
    return set ? state : ((await this.autoOpen()) ?? state);
  }

  async closeAuto() {
    await redisCallOnLine((redis) => redis.del(this.key('auto')));
  }

  async markUnhealthy(forMs: number) {
    await redisCallOnLine((redis) =>
      redis.set(this.key('unhealthy'), '1', { expiration: { type: 'PX', value: Math.max(1, Math.round(forMs)) } }),
    );
  }

  async unhealthy() {
    return (await redisCallOnLine((redis) => redis.exists(this.key('unhealthy')))) > 0;
  }

  async join(line: Line) {
    const n = await redisCallOnLine((redis) =>
      redis.eval(JOIN, { keys: [this.lineKey(line)], arguments: [String(LINE_TTL_SECONDS)] }),
    );
    return Number(n);
  }

  async counters(lines: Line[]): Promise<Counters[]> {
    if (!lines.length) return [];
    const flat = (await redisCallOnLine((redis) =>
      redis.eval(COUNTERS, { keys: lines.map((line) => this.lineKey(line)), arguments: [] }),
    )) as number[];
    return lines.map((_, i) => ({ issued: Number(flat[2 * i]), serving: Number(flat[2 * i + 1]) }));
  }

  async advance(line: Line, ratePerMinute: number, tickMs: number): Promise<Counters> {
    const [issued, serving] = (await redisCallOnLine((redis) =>
      redis.eval(ADVANCE, {
        keys: [this.lineKey(line)],
        arguments: [String(ratePerMinute), String(tickMs), String(LINE_TTL_SECONDS)],
      }),
    )) as [number, number];
    return { issued: Number(issued), serving: Number(serving) };
  }
}
