import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTHING_APPLIED, useCheckoutQuote, type Applied, type ApplyResult } from '@/lib/bff/client/hooks/checkout';
import { queryKeys } from '@/lib/query-keys';
import type { CartItem, CheckoutOptions, Quote } from '@/lib/ticketing/types';
import { withIntl } from './support/intl';

// The ticketing server, with answers that take as long as each test says: the order in which
// answers arrive is what these tests are about.
type Rule<T> = (options: CheckoutOptions) => T;
const server = vi.hoisted(() => ({ delay: (() => 0) as Rule<number>, refuse: (() => false) as Rule<boolean> }));
vi.mock('@/lib/bff/client/client', () => {
  const quote = (options: Partial<CheckoutOptions>): Quote =>
    ({
      total: 960,
      payable: 960,
      couponCode: options.couponCode ?? null,
      payGateway: options.payGateway ?? null,
      lines: [],
    }) as unknown as Quote;
  return {
    callTicketing: async (name: string, _locale: string, input: { options?: CheckoutOptions }) => {
      if (name !== 'checkout.quote') return quote({});
      await new Promise((r) => setTimeout(r, server.delay(input.options!)));
      if (server.refuse(input.options!)) throw new Error('refused');
      return quote(input.options!);
    },
  };
});

const items = [{ superGoodId: 'G1', goodCount: 2 }] as CartItem[];

function newClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.sessionHint(), { signedIn: true, timedOut: false });
  return client;
}

function setUp(client = newClient()) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    withIntl(<QueryClientProvider client={client}>{children}</QueryClientProvider>, 'en');
  return renderHook(() => useCheckoutQuote(items), { wrapper });
}

/** Applies the changes at once, as quick clicks would, and waits for every answer. */
async function applyAtOnce(hook: ReturnType<typeof setUp>, ...patches: Partial<Applied>[]): Promise<ApplyResult[]> {
  let results!: Promise<ApplyResult[]>;
  act(() => {
    results = Promise.all(patches.map((patch) => hook.result.current.apply(patch)));
  });
  expect(hook.result.current.pending).toEqual(Object.assign({}, ...patches));
  let settled!: ApplyResult[];
  await act(async () => {
    settled = await results;
  });
  expect(hook.result.current.pending).toBeNull();
  return settled;
}

beforeEach(() => {
  server.delay = () => 0;
  server.refuse = () => false;
});

describe('applying discounts and a gateway while earlier answers are still on their way', () => {
  it('keeps a coupon picked just before a gateway, though the gateway would have answered first', async () => {
    const hook = setUp();
    await waitFor(() => expect(hook.result.current.quote).toBeDefined());
    server.delay = (o) => (o.payGateway ? 10 : o.couponCode ? 80 : 0);
    // both show as chosen while they are tried (checked in applyAtOnce), and both are kept
    expect(await applyAtOnce(hook, { couponCode: 'GOLD90' }, { payGateway: 'unionpay' })).toEqual([
      { ok: true },
      { ok: true },
    ]);
    expect(hook.result.current.applied).toMatchObject({ couponCode: 'GOLD90', payGateway: 'unionpay' });
    await waitFor(() =>
      expect(hook.result.current.quote).toMatchObject({ couponCode: 'GOLD90', payGateway: 'unionpay' }),
    );
  });

  it('ends with the gateway picked last when the earlier pick is answered last', async () => {
    const hook = setUp();
    await waitFor(() => expect(hook.result.current.quote).toBeDefined());
    server.delay = (o) => (o.payGateway === 'alipay' ? 80 : 10);
    await applyAtOnce(hook, { payGateway: 'alipay' }, { payGateway: 'wechat' });
    expect(hook.result.current.applied.payGateway).toBe('wechat');
    await waitFor(() => expect(hook.result.current.quote?.payGateway).toBe('wechat'));
  });

  it('a refused change leaves what was applied before and after it', async () => {
    const hook = setUp();
    await waitFor(() => expect(hook.result.current.quote).toBeDefined());
    server.refuse = (o) => o.couponCode === 'EXPIRED' && !o.payGateway;
    const [refused, gateway] = await applyAtOnce(hook, { couponCode: 'EXPIRED' }, { payGateway: 'unionpay' });
    expect(refused.ok).toBe(false);
    expect(gateway).toEqual({ ok: true });
    expect(hook.result.current.applied).toMatchObject({ couponCode: null, payGateway: 'unionpay' });
  });

  it('a checkout opened again starts from nothing applied, though the page keeps its data', async () => {
    const client = newClient();
    const first = setUp(client);
    await waitFor(() => expect(first.result.current.quote).toBeDefined());
    await applyAtOnce(first, { couponCode: 'GOLD90' });
    expect(first.result.current.applied.couponCode).toBe('GOLD90');
    first.unmount();
    const again = setUp(client);
    expect(again.result.current.applied).toEqual(NOTHING_APPLIED);
    expect(client.getMutationCache().getAll()).toHaveLength(0);
  });
});
