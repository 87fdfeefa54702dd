import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { BrowserState } from '@/components/app/BrowserState';
import {
  preselectedGateway,
  useCheckoutAttempt,
  useCheckoutMemory,
  useLastGateway,
  useRememberedGateway,
} from '@/lib/stores/checkout-memory';
import { useGuestCart, useGuestCartItems } from '@/lib/stores/guest-cart';
import { resetBrowserStores } from './support/app';

function reset() {
  resetBrowserStores();
  localStorage.clear();
  sessionStorage.clear();
}

const line = (superGoodId: string) =>
  ({ eventId: 'PRJ1001-E1', superGoodId, goodCount: 1, projectToken: 'PRJ1001', seated: true }) as never;

function GuestCount() {
  return <output data-testid="count">{useGuestCartItems().length}</output>;
}

describe("the browser's own state (issue 42: zustand stores, hydrated after mount)", () => {
  beforeEach(reset);

  it('renders the same on the server and in the first render, then what this browser kept', async () => {
    localStorage.setItem('_guestcart', JSON.stringify({ state: { items: [line('S1'), line('S2')] }, version: 0 }));
    const app = (
      <>
        <BrowserState />
        <GuestCount />
      </>
    );
    // the server knows nothing of this browser's storage
    expect(renderToString(app)).toContain('>0</output>');
    render(app);
    expect(await screen.findByText('2')).toBeInTheDocument();
  });

  it('keeps one line a seat in the guest cart, and reads the bare list an older site kept', async () => {
    useGuestCart.getState().add([line('S1')]);
    useGuestCart.getState().add([line('S1'), line('S2')]);
    expect(useGuestCart.getState().items.map((i) => i.superGoodId)).toEqual(['S1', 'S2']);
    useGuestCart.getState().remove('S1');
    expect(JSON.parse(localStorage.getItem('_guestcart')!).state.items).toHaveLength(1);

    localStorage.setItem('_guestcart', JSON.stringify([line('OLD'), { junk: true }]));
    await useGuestCart.persist.rehydrate();
    expect(useGuestCart.getState().items.map((i) => i.superGoodId)).toEqual(['OLD']);
    localStorage.setItem('_guestcart', 'not json');
    await useGuestCart.persist.rehydrate();
    expect(useGuestCart.getState().items).toEqual([]);
  });

  it('remembers the gateway paid with last, preselected only while it is offered', async () => {
    // the checkout reads its memory once mounted (useCheckoutMemory), as BrowserState reads the other stores
    function Last() {
      useCheckoutMemory();
      const last = useLastGateway();
      return <output data-testid="last">{last === undefined ? 'unknown' : String(last)}</output>;
    }
    localStorage.setItem('checkout.lastGateway', 'unionpay'); // as the site kept it before the store
    expect(renderToString(<Last />)).toContain('unknown');
    render(<Last />);
    expect(await screen.findByText('unionpay')).toBeInTheDocument();
    expect(preselectedGateway(['alipay', 'unionpay'], 'unionpay')).toBe('unionpay');
    expect(preselectedGateway(['alipay', 'wechat'], 'unionpay')).toBeNull();
    expect(preselectedGateway(['alipay'], null)).toBe('alipay');
    useRememberedGateway.getState().remember('alipay');
    expect(JSON.parse(localStorage.getItem('checkout.lastGateway')!).state.code).toBe('alipay');
  });

  it('keeps one idempotency key per order content in this tab, until the order is made', async () => {
    const first = useCheckoutAttempt.getState().idFor('A');
    expect(useCheckoutAttempt.getState().idFor('A')).toBe(first);
    // a reload of the tab keeps it: the next page reads the tab's storage
    await useCheckoutAttempt.persist.rehydrate();
    expect(useCheckoutAttempt.getState().idFor('A')).toBe(first);
    const other = useCheckoutAttempt.getState().idFor('B');
    expect(other).not.toBe(first);
    useCheckoutAttempt.getState().forget();
    expect(useCheckoutAttempt.getState().idFor('B')).not.toBe(other);
  });
});
