import type { RedisClientType } from '@redis/client';
import { answerInTime } from '@/lib/platform/observability/loop-lag.mjs';
import { BREAK_MS, COMMAND_TIMEOUT_MS, redisCall, RedisUnavailable, sharedRedis } from '@/lib/platform/redis/redis.mjs';
import { cacheSettings } from '@/lib/platform/config/cache-settings.mjs';
import { limitsRedis, limitsStoreReady } from '@/lib/platform/throttle/store';
import type { Scope } from './scope';
import type { DrawRecord } from './draw';
import {
  LINE_TTL_SECONDS,
  type Advanced,
  type AutoState,
  type JoinLine,
  type Joined,
  type Line,
  type LineFigures,
  type Override,
  type RoomStore,
} from './store';

/**
 * One command in the store the line lives in: the limits' Redis (REDIS_LIMITS_URL, `noeviction`:
 * no flood of cached pages can evict a line's counters or an operator's switch mid-sale), else the
 * cache's (lib/platform/redis/redis.mjs). Either way a command fails when it gets no answer within 500 ms of
 * a free event loop (late is not down: lib/platform/observability/loop-lag.mjs), and after a failure the store is
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
 * Keys under `<REDIS_PREFIX>wr:`, per line (a room's run): its hash (counters, tick, cut), the line
 * itself, a sorted set of numbers by arrival (members zero-padded, so one millisecond's arrivals go
 * in number order), and the set of numbers let in. A newcomer's number is one script; the admission
 * tick is one Lua script that reads Redis's own clock, so any instance may run it at any time and
 * the line moves at the room's rate however many run it (store.ts `tick` is the same rule in
 * TypeScript, and the memory store the same line).
 * KEYS: the line's hash, its order, who was let in. ARGV: rate, tick, TTL, the number asked about
 * ('' for none).
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
elseif now - tonumber(h[3]) >= tick then
  local credit = carry + math.min(now - tonumber(h[3]), 2 * tick) * rate / 60000
  local admit = math.floor(credit)
  carry = credit - admit
  local waiting = redis.call('ZCARD', KEYS[2])
  if admit >= waiting then
    admit = waiting
    carry = 0
  end
  if admit > 0 then
    local popped = redis.call('ZPOPMIN', KEYS[2], admit)
    for i = 1, #popped, 2 do redis.call('SADD', KEYS[3], popped[i]) end
    redis.call('HSET', KEYS[1], 'cut', popped[#popped])
    redis.call('EXPIRE', KEYS[3], ARGV[3])
  end
  serving = serving + admit
  redis.call('HSET', KEYS[1], 'serving', serving, 'last', string.format('%d', now), 'carry', tostring(carry))
  redis.call('EXPIRE', KEYS[1], ARGV[3])
end
if ARGV[4] == '' then return {issued, serving, -1} end
local rank = redis.call('ZRANK', KEYS[2], ARGV[4])
if rank then return {issued, serving, rank + 1} end
if redis.call('SISMEMBER', KEYS[3], ARGV[4]) == 1 then return {issued, serving, 0} end
redis.call('ZADD', KEYS[2], now, ARGV[4])
redis.call('EXPIRE', KEYS[2], ARGV[3])
return {issued, serving, redis.call('ZCARD', KEYS[2])}
`;

/**
 * A newcomer's number, in the room's current run as Redis knows it (the operators' setting for the
 * room, else the environment's mode the instance passes; automatic mode's run), placed in the line
 * by its arrival (never before the drawn pre-queue; let in at once if it comes before the cut),
 * never in the run
 * the instance believes if that is another: an instance whose rooms are stale (read a while ago,
 * and its reads failing under load while other commands get through) would otherwise number
 * visitors in a line nobody else serves. Then it gets no number and the current run ({run, 0}).
 * Before the line's draw, a pre-queue ticket when asked (its arrival in the pre-queue).
 * KEYS: settings, auto, the line of the believed run, its order, who was let in. ARGV: scope,
 * environment's mode, believed run, TTL, prequeue ('1'), arrival (epoch ms).
 */
const JOIN = `
local function current()
  local mode, epoch = ARGV[2], 'env'
  local o = redis.call('HGET', KEYS[1], ARGV[1])
  if o then
    local ok, v = pcall(cjson.decode, o)
    if ok and type(v) == 'table' and type(v.mode) == 'string' then
      mode = v.mode
      epoch = tostring(v.epoch)
    end
  end
  if mode == 'auto' and ARGV[1] ~= 'all' then mode = 'on' end
  if mode == 'on' then return epoch end
  if mode == 'auto' then
    local a = redis.call('GET', KEYS[2])
    if a then
      local ok, v = pcall(cjson.decode, a)
      if ok and type(v) == 'table' and v.epoch then return tostring(v.epoch) end
    end
  end
  return ''
end
local run = current()
if run ~= ARGV[3] then return {run, 0, 0} end
if ARGV[5] == '1' and redis.call('HEXISTS', KEYS[3], 'drawAt') == 0 then
  local n = redis.call('HINCRBY', KEYS[3], 'prequeue', 1)
  redis.call('EXPIRE', KEYS[3], ARGV[4])
  return {run, n, 1}
end
local n = redis.call('HINCRBY', KEYS[3], 'issued', 1)
local member = string.format('%012d', n)
local h = redis.call('HMGET', KEYS[3], 'opensAt', 'cut')
local arrival = tonumber(ARGV[6])
if h[1] and arrival < tonumber(h[1]) then arrival = tonumber(h[1]) end
if h[2] and arrival < tonumber(h[2]) then
  redis.call('SADD', KEYS[5], member)
  redis.call('HINCRBY', KEYS[3], 'serving', 1)
  redis.call('EXPIRE', KEYS[5], ARGV[4])
else
  redis.call('ZADD', KEYS[4], arrival, member)
  redis.call('EXPIRE', KEYS[4], ARGV[4])
end
redis.call('EXPIRE', KEYS[3], ARGV[4])
return {run, n, 0}
`;

/**
 * The pre-queue's draw (./draw.ts drawOrder, the same rule in Lua): once per line, by Redis's own
 * clock once it has reached the opening (ARGV[1]), else nothing. The places go to a hash of their
 * own (pre-queue ticket -> place), and the line takes them in that order, before anyone arriving
 * after the opening; the line's record says when, how many and the seed's hash.
 * KEYS: the line, its places, its order. ARGV: opensAt, seed (hex), seed hash, TTL.
 */
const DRAW = `
local h = redis.call('HMGET', KEYS[1], 'drawAt', 'drawSize', 'drawSeed')
if h[1] then return {h[1], h[2], h[3]} end
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
if now < tonumber(ARGV[1]) then return false end
local n = tonumber(redis.call('HGET', KEYS[1], 'prequeue')) or 0
local issued = tonumber(redis.call('HGET', KEYS[1], 'issued')) or 0
local order = {}
for i = 1, n do order[i] = i end
local block, buffer, used = 0, '', 6
local function word()
  if used > 5 then
    buffer = redis.sha1hex(ARGV[2] .. ':' .. string.format('%d', block))
    block = block + 1
    used = 1
  end
  local w = tonumber(string.sub(buffer, used * 8 - 7, used * 8), 16)
  used = used + 1
  return w
end
for i = n, 2, -1 do
  local limit = math.floor(4294967296 / i) * i
  local w = word()
  while w >= limit do w = word() end
  local j = (w % i) + 1
  order[i], order[j] = order[j], order[i]
end
local opensAt = tonumber(ARGV[1])
for p = 1, n do
  redis.call('HSET', KEYS[2], string.format('%d', order[p]), string.format('%d', issued + p))
  redis.call('ZADD', KEYS[3], opensAt - n + p - 1, string.format('%012d', issued + p))
end
if n > 0 then
  redis.call('EXPIRE', KEYS[2], ARGV[4])
  redis.call('EXPIRE', KEYS[3], ARGV[4])
end
local at = string.format('%d', now)
redis.call('HSET', KEYS[1], 'issued', issued + n, 'drawAt', at, 'drawSize', n, 'drawSeed', ARGV[3], 'opensAt', ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[4])
return {at, string.format('%d', n), ARGV[3]}
`;

const FIGURES = ['issued', 'serving', 'prequeue', 'arrived', 'drawAt', 'drawSize', 'drawSeed'];
const COUNTERS = `
local out = {}
for i, key in ipairs(KEYS) do
  local h = redis.call('HMGET', key, unpack(ARGV))
  for k = 1, #ARGV do out[(i - 1) * #ARGV + k] = h[k] or '' end
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

  private placesKey(line: Line) {
    return this.key(`draw:${line.scope}:${line.epoch}`);
  }

  private orderKey(line: Line) {
    return this.key(`order:${line.scope}:${line.epoch}`);
  }

  private admittedKey(line: Line) {
    return this.key(`in:${line.scope}:${line.epoch}`);
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

  async join(line: JoinLine): Promise<Joined> {
    const [epoch, number, pre] = (await redisCallOnLine((redis) =>
      redis.eval(JOIN, {
        keys: [this.key('settings'), this.key('auto'), this.lineKey(line), this.orderKey(line), this.admittedKey(line)],
        arguments: [
          line.scope,
          line.envMode,
          line.epoch,
          String(LINE_TTL_SECONDS),
          line.prequeue ? '1' : '0',
          String(Math.round(line.arrival)),
        ],
      }),
    )) as [string, number, number];
    return { epoch: String(epoch), number: Number(number), pre: Number(pre) === 1 };
  }

  async draw(line: Line, opensAt: number, seedHex: string, seedHash: string): Promise<DrawRecord | null> {
    const record = (await redisCallOnLine((redis) =>
      redis.eval(DRAW, {
        keys: [this.lineKey(line), this.placesKey(line), this.orderKey(line)],
        arguments: [String(opensAt), seedHex, seedHash, String(LINE_TTL_SECONDS)],
      }),
    )) as [string, string, string] | null;
    return record ? { at: Number(record[0]), size: Number(record[1]), seedHash: record[2] } : null;
  }

  async drawnPlace(line: Line, ticket: number): Promise<number | null> {
    const place = await redisCallOnLine((redis) => redis.hGet(this.placesKey(line), String(ticket)));
    return place ? Number(place) : null;
  }

  async arrived(line: Line): Promise<void> {
    await redisCallOnLine((redis) => redis.hIncrBy(this.lineKey(line), 'arrived', 1));
  }

  async counters(lines: Line[]): Promise<LineFigures[]> {
    if (!lines.length) return [];
    const flat = (await redisCallOnLine((redis) =>
      redis.eval(COUNTERS, { keys: lines.map((line) => this.lineKey(line)), arguments: FIGURES }),
    )) as string[];
    return lines.map((_, i) => {
      const [issued, serving, prequeue, arrived, drawAt, drawSize, drawSeed] = flat
        .slice(i * FIGURES.length, (i + 1) * FIGURES.length)
        .map(String);
      return {
        issued: Number(issued) || 0,
        serving: Number(serving) || 0,
        prequeue: Number(prequeue) || 0,
        arrived: Number(arrived) || 0,
        draw: drawAt ? { at: Number(drawAt), size: Number(drawSize) || 0, seedHash: drawSeed } : null,
      };
    });
  }

  async advance(line: Line, ratePerMinute: number, tickMs: number, number?: number): Promise<Advanced> {
    const [issued, serving, place] = (await redisCallOnLine((redis) =>
      redis.eval(ADVANCE, {
        keys: [this.lineKey(line), this.orderKey(line), this.admittedKey(line)],
        arguments: [
          String(ratePerMinute),
          String(tickMs),
          String(LINE_TTL_SECONDS),
          number === undefined ? '' : String(number).padStart(12, '0'),
        ],
      }),
    )) as [number, number, number];
    return { issued: Number(issued), serving: Number(serving), place: number === undefined ? null : Number(place) };
  }
}
