// @vitest-environment node
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { handleOperation } from '@/lib/bff/server/handler';
import { resetLimits } from '@/lib/platform/throttle/limits';
import { companionsWithoutSpace } from '@/lib/shows/rules';
import { sandboxMember } from './checkout-support';
import { signInCookie, sandboxTicketingForFile } from './support/sandbox-msw';

/**
 * Issue 46: a companion seat is sold only with its wheelchair space. The seat map checks it in the
 * browser; the site's own cart and checkout routes check it too, with the same rule, before the
 * ticketing API is asked, and answer in the caller's language.
 */
const { env, backend } = sandboxTicketingForFile();
afterEach(() => {
  resetLimits();
});

const SITE = 'http://localhost:3000';
/** Turandot's second performance in the Lyric Theatre: wheelchair spaces L1009 and L1010, companions L1008 and L1011. */
const EVENT = 'PRJ1001-E2';

async function call(name: string, input: unknown, cookie: string | null, locale = 'en') {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: SITE };
  if (cookie) headers.cookie = cookie;
  const response = await handleOperation(
    new NextRequest(`${SITE}/api/ticketing/${name}?locale=${locale}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(input),
    }),
    name,
  );
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; error?: { code: number; message: string } },
  };
}

async function seatGood(seatId: string): Promise<string> {
  const response = await env.sandbox.fetch(
    new Request(`http://127.0.0.1:4010/jsonapi/damai/api/goods/seatGoods?eventToken=${EVENT}&langType=2`),
  );
  const goods = ((await response.json()) as { data: { dataList: { seatId: string; superGoodId: string }[] } }).data
    .dataList;
  return goods.find((g) => g.seatId === seatId)!.superGoodId;
}

const line = (superGoodId: string) => ({ eventId: EVENT, superGoodId, goodCount: 1 });
const newMember = async () => signInCookie(await sandboxMember(env.sandbox), `m${Math.random()}`);

describe('the rule (shared by the seat map and the routes)', () => {
  it('names the companion seats chosen without their space, of the same performance only', () => {
    const chosen = [
      { id: 'E2/L1008', companionOf: 'E2/L1009' },
      { id: 'E3/L1009', companionOf: null },
      { id: 'E2/L1011', companionOf: 'E2/L1010' },
      { id: 'E2/L1010', companionOf: null },
    ];
    expect(companionsWithoutSpace(chosen).map((s) => s.id)).toEqual(['E2/L1008']);
    expect(companionsWithoutSpace(chosen.slice(1))).toEqual([]);
  });
});

describe("the site's routes keep the companion rule", { timeout: 30_000 }, () => {
  it('a companion seat alone is refused in the caller’s language, and the API is not asked to add it', async () => {
    const cookie = await newMember();
    const companion = await seatGood('L1008');
    const en = await call('cart.add', { items: [line(companion)] }, cookie);
    expect(en.status).toBe(422);
    expect(en.body.error).toEqual({
      code: 422,
      message: 'A companion seat must be bought with its wheelchair space: choose Row 10 Seat 9 too.',
    });
    const zh = await call('cart.add', { items: [line(companion)] }, cookie, 'zh-hans');
    expect(zh.status).toBe(422);
    expect(zh.body.error?.message).toMatch(/^陪同座位.*10排9座/);
    expect(backend).not.toContain('/api/cart/add');
  });

  it('takes a companion seat with its space, in one call or after the space is in the cart', async () => {
    const together = await newMember();
    const both = await call(
      'cart.add',
      { items: [line(await seatGood('L1009')), line(await seatGood('L1008'))] },
      together,
    );
    expect(both.status).toBe(200);

    const later = await newMember();
    expect((await call('cart.add', { items: [line(await seatGood('L1010'))] }, later)).status).toBe(200);
    expect((await call('cart.add', { items: [line(await seatGood('L1011'))] }, later)).status).toBe(200);
    const cart = (await call('cart.get', {}, later)).body.data as { seatLabel: string }[];
    expect(cart.map((l) => l.seatLabel).sort()).toEqual(['Row 10, Seat 10', 'Row 10, Seat 11']);
  });

  it('an order or a price of the companion alone is refused before the API is asked; plain seats go on', async () => {
    const cookie = await newMember();
    const companion = line(await seatGood('L1011'));
    const submit = await call(
      'checkout.submit',
      { items: [companion], options: { payGateway: 'alipay', requestId: `r${Math.random()}` } },
      cookie,
    );
    expect(submit.status).toBe(422);
    expect(submit.body.error?.message).toMatch(/choose Row 10 Seat 10 too/);
    expect((await call('checkout.quote', { items: [companion], options: {} }, cookie)).status).toBe(422);
    expect((await call('cart.price', { items: [companion] }, null)).status).toBe(422);
    expect(backend.filter((p) => p.startsWith('/api/trade/'))).toEqual([]);

    const plain = await call('cart.price', { items: [line(await seatGood('L0305'))] }, null);
    expect(plain.status).toBe(200);
  });
});
