import 'server-only';
import { createHash } from 'node:crypto';
import { config } from '@/lib/platform/config/config';
import { addressKey } from '@/lib/platform/throttle/address-key';
import { limitsRedis } from '@/lib/platform/throttle/store';
import { PASS_LIFETIME_MS, type Pass } from './tokens';

/**
 * One pass serves one buyer: the devices and addresses a pass is used from are counted where the
 * limits are (REDIS_LIMITS_URL, the `noeviction` store every instance shares; this process's
 * memory without one). A pass seen from more than MAX_USERS devices or addresses (IPv6 by /64) is
 * revoked for good: everyone holding it is queued again. Two, not one: a phone that moves from
 * Wi-Fi to mobile data mid-purchase keeps its pass.
 */
export const MAX_USERS = 2;
/** A use already counted is not counted again for this long (one Redis call per buyer a minute, not per request). */
const SEEN_MS = 30_000;

const COUNT = `
redis.call('SADD', KEYS[1], ARGV[1])
redis.call('SADD', KEYS[2], ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return {redis.call('SCARD', KEYS[1]), redis.call('SCARD', KEYS[2])}
`;

export interface PassUseStore {
  /** counts this use; how many devices and addresses the pass has been used from */
  count(pass: string, device: string, address: string): Promise<{ devices: number; addresses: number }>;
}

export class MemoryPassUses implements PassUseStore {
  private uses = new Map<string, { devices: Set<string>; addresses: Set<string>; until: number }>();
  constructor(private readonly now: () => number = Date.now) {}

  async count(pass: string, device: string, address: string) {
    const now = this.now();
    let use = this.uses.get(pass);
    if (!use || use.until < now) {
      use = { devices: new Set(), addresses: new Set(), until: now + PASS_LIFETIME_MS };
      this.uses.set(pass, use);
      if (this.uses.size > 50_000) this.uses.delete(this.uses.keys().next().value!);
    }
    use.devices.add(device);
    use.addresses.add(address);
    return { devices: use.devices.size, addresses: use.addresses.size };
  }
}

class RedisPassUses implements PassUseStore {
  constructor(private readonly client: NonNullable<ReturnType<typeof limitsRedis>>) {}

  async count(pass: string, device: string, address: string) {
    const prefix = `${config().REDIS_PREFIX}wr:uses:${pass}`;
    const [devices, addresses] = (await this.client.eval(COUNT, {
      keys: [`${prefix}:d`, `${prefix}:a`],
      arguments: [device, address, String(PASS_LIFETIME_MS)],
    })) as [number, number];
    return { devices: Number(devices), addresses: Number(addresses) };
  }
}

type State = { store?: PassUseStore; seen: Map<string, number> };
const STATE = Symbol.for('theatre.waiting-room.pass-uses');
const state = (): State => ((globalThis as { [STATE]?: State })[STATE] ??= { seen: new Map() });

function store(): PassUseStore {
  const s = state();
  if (!s.store) {
    const client = limitsRedis();
    s.store = client ? new RedisPassUses(client) : new MemoryPassUses();
  }
  return s.store;
}

/** Tests: another store (null: the configured one again), nothing remembered. */
export function setPassUseStore(value: PassUseStore | undefined): void {
  state().store = value;
  state().seen.clear();
}

/** The pass's identity: its room, run, number and device (a number 0 or -1 pass is its device's own). */
export const passId = (pass: Pass) =>
  createHash('sha256')
    .update(`${pass.scope}\u0000${pass.epoch}\u0000${pass.ticket}\u0000${pass.device}\u0000${pass.since}`)
    .digest('base64url')
    .slice(0, 24);

/**
 * Whether the pass may still serve this use (from `device` at `address`), counting it. A store
 * that cannot answer revokes nothing: the line's own checks (run, device, lifetime) still hold.
 */
export async function passStillOwn(pass: Pass, device: string, address: string, now = Date.now()): Promise<boolean> {
  const id = passId(pass);
  const where = addressKey(address);
  const seenKey = `${id}\u0000${device}\u0000${where}`;
  const s = state();
  if ((s.seen.get(seenKey) ?? 0) > now) return true;
  const uses = await store()
    .count(id, device, where)
    .catch(() => null);
  if (!uses) return true;
  const own = uses.devices <= MAX_USERS && uses.addresses <= MAX_USERS;
  if (own) {
    s.seen.set(seenKey, now + SEEN_MS);
    if (s.seen.size > 50_000) s.seen.delete(s.seen.keys().next().value!);
  }
  return own;
}
