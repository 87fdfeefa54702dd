// @vitest-environment node
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as draftRoute } from '@/app/api/draft/route';
import { POST as joinRoute } from '@/app/api/queue/join/route';
import { GET as statusRoute } from '@/app/api/queue/status/route';
import { handleOperation } from '@/lib/bff/server/handler';
import { addressKey } from '@/lib/platform/throttle/address-key';
import { reserve, resetLimits } from '@/lib/platform/throttle/limits';
import { LIMITS } from '@/lib/platform/throttle/rules';
import type { Limit } from '@/lib/platform/throttle/rules';
import { aSeatedShow } from './fixtures/seed';
import { startSandboxMsw } from './support/sandbox-msw';

/**
 * The public doors that cost a backend call each are limited per address, IPv6 by its /64: once
 * an address has spent its count, the door answers 429 with Retry-After and asks nothing of the
 * backend; another address (another /64) goes on.
 */
let env: Awaited<ReturnType<typeof startSandboxMsw>>;
const backend: string[] = [];
const SITE = 'http://localhost:3000';

beforeAll(async () => {
  env = await startSandboxMsw();
  env.server.events.on('request:start', ({ request }) => backend.push(new URL(request.url).pathname));
});
afterAll(() => env.close());
afterEach(() => {
  resetLimits();
  backend.length = 0;
});

/** Spends all but `left` of an address's count, as a crowd of earlier requests would have. */
async function spend(limit: Limit, address: string, left = 0) {
  for (let i = 0; i < limit.points - left; i++) await reserve([{ limit, key: addressKey(address) }]);
}

const call = (name: string, input: unknown, address: string) =>
  handleOperation(
    new NextRequest(`${SITE}/api/ticketing/${name}?locale=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE, 'x-forwarded-for': address },
      body: JSON.stringify(input),
    }),
    name,
  );

describe('the ticketing routes’ public calls', () => {
  const doors: [string, unknown, Limit][] = [
    ['seats.get', { eventToken: aSeatedShow.event(1) }, LIMITS.seatsPerAddress],
    ['shows.get', { projectToken: aSeatedShow.projectToken }, LIMITS.showsPerAddress],
    ['shows.list', {}, LIMITS.showsPerAddress],
    [
      'cart.price',
      { items: [{ eventId: aSeatedShow.event(1), superGoodId: 'G-unknown', goodCount: 1 }] },
      LIMITS.cartPricePerAddress,
    ],
    ['captcha.new', { identifier: 'someone@example.com' }, LIMITS.captchaNewPerAddress],
  ];

  it.each(doors)('%s: its count per address, then 429 without a backend call', async (name, input, limit) => {
    await spend(limit, '198.51.100.70', 1);
    expect((await call(name, input, '198.51.100.70')).status).not.toBe(429);
    backend.length = 0;
    const refused = await call(name, input, '198.51.100.70');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(backend).toEqual([]);
    expect((await call(name, input, '198.51.100.71')).status).not.toBe(429);
  });

  it('counts an IPv6 visitor by their /64', async () => {
    await spend(LIMITS.seatsPerAddress, '2001:db8:5:6::1');
    const input = { eventToken: aSeatedShow.event(1) };
    expect((await call('seats.get', input, '2001:db8:5:6:ffff::2')).status).toBe(429);
    expect((await call('seats.get', input, '2001:db8:5:7::1')).status).toBe(200);
  });

  it('lets a buyer use the seat map for 20 minutes, asking every 2 s', () => {
    const asked = (20 * 60) / 2;
    expect(LIMITS.seatsPerAddress.points / LIMITS.seatsPerAddress.minutes).toBeGreaterThanOrEqual(asked / 20);
  });
});

describe('the waiting room’s and the preview’s routes', () => {
  const status = (address: string, cookie = '') =>
    statusRoute(
      new NextRequest(`${SITE}/api/queue/status?scope=all&locale=en`, {
        headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
      }),
    );

  it('counts status questions per address, whatever cookies the caller sends', async () => {
    await spend(LIMITS.queueStatusPerAddress, '203.0.113.80', 1);
    expect((await status('203.0.113.80')).status).toBe(200);
    const refused = await status('203.0.113.80', 'wr_device=AAAAAAAAAAAAAAAAAAAAAA; other=1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await status('203.0.113.81')).status).toBe(200);
  });

  it('counts joins per address', async () => {
    await spend(LIMITS.queueJoinPerAddress, '203.0.113.82');
    const join = (address: string) =>
      joinRoute(
        new NextRequest(`${SITE}/api/queue/join?locale=en&scope=all`, {
          method: 'POST',
          headers: { 'x-forwarded-for': address, 'content-type': 'application/json' },
          body: '{}',
        }),
      );
    expect((await join('203.0.113.82')).status).toBe(429);
    expect((await join('203.0.113.83')).status).toBe(200);
  });

  it('counts preview links per address before asking the CMS', async () => {
    await spend(LIMITS.draftPerAddress, '203.0.113.84');
    backend.length = 0;
    const refused = await draftRoute(
      new Request(`${SITE}/api/draft?secret=x&slug=/news/x`, { headers: { 'x-forwarded-for': '203.0.113.84' } }),
    );
    expect(refused.status).toBe(429);
    expect(backend).toEqual([]);
  });
});
