import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BuyBox } from '@/components/shows/BuyBox';
import { usePendingChoice } from '@/lib/stores/pending-choice';
import { formatShowTime } from '@/lib/text/dates';
import { sandboxMember } from './checkout-support';
import {
  aSeatedShow,
  aSeatedShowWithItsCheapestPriceSoldOut as cheapestSoldOut,
  aFestivalShowWithOnlyItsDearestPriceLeft as onlyDearestLeft,
  aShowWithoutSeats,
  anEndedShow,
  aSoldOutShow,
} from './fixtures/seed';
import { freshBrowser, memberBrowser, withApp as wrap } from './support/app';
import { SANDBOX_ORIGIN, sandboxMswForFile } from './support/sandbox-msw';

const push = vi.fn();
vi.mock('next/navigation', async (original) =>
  (await import('./support/navigation')).mockNavigation(original, {
    pathname: '/en/shows/x',
    router: () => ({ push }),
  }),
);

const env = sandboxMswForFile();
beforeEach(() => {
  push.mockReset();
  window.sessionStorage.clear();
  freshBrowser();
});

/** The member's cart lines as the sandbox holds them. */
async function memberCart(token: string) {
  const res = await env.sandbox.fetch(
    new Request(`${SANDBOX_ORIGIN}/jsonapi/damai/api/cart/queryCartInfo?langType=2`, {
      headers: { Authorization: `Bearer ${token}` },
    }),
  );
  return ((await res.json()) as { data: { dataList: { eventId: string; priceId: number; goodCount: number }[] } }).data
    .dataList;
}

describe('buy box', { timeout: 30_000 }, () => {
  it('preselects the first performance and the lowest price, shown ascending in ￥', async () => {
    render(wrap(<BuyBox projectToken={aShowWithoutSeats.projectToken} />));
    const prices = await screen.findAllByTestId('price-option');
    const amounts = prices.map((p) => Number(/￥(\d+)/.exec(p.textContent ?? '')?.[1]));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(prices[0]).toHaveAttribute('aria-pressed', 'true');
    const dates = within(screen.getByRole('group', { name: 'Choose a performance' })).getAllByRole('button');
    expect(dates[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the quantity between 1 and 6', async () => {
    const user = userEvent.setup();
    render(wrap(<BuyBox projectToken={aShowWithoutSeats.projectToken} />));
    const minus = await screen.findByRole('button', { name: 'One ticket fewer' });
    const plus = screen.getByRole('button', { name: 'One ticket more' });
    expect(minus).toBeDisabled();
    for (let i = 0; i < 8; i++) if (!plus.hasAttribute('disabled')) await user.click(plus);
    expect(screen.getByTestId('quantity')).toHaveTextContent('6');
    expect(plus).toBeDisabled();
    await user.click(minus);
    expect(screen.getByTestId('quantity')).toHaveTextContent('5');
  });

  it('changing the price resets the quantity and marks the new price', async () => {
    const user = userEvent.setup();
    render(wrap(<BuyBox projectToken={aShowWithoutSeats.projectToken} />));
    const prices = await screen.findAllByTestId('price-option');
    await user.click(screen.getByRole('button', { name: 'One ticket more' }));
    await user.click(prices[1]);
    expect(prices[1]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('quantity')).toHaveTextContent('1');
  });

  it('an ended show shows a disabled ended label instead of the buy button', async () => {
    render(wrap(<BuyBox projectToken={anEndedShow.projectToken} />));
    const state = await screen.findByTestId('buy-state');
    expect(state).toHaveTextContent('ended');
    expect(state).toBeDisabled();
    expect(screen.queryByTestId('buy-button')).not.toBeInTheDocument();
  });

  it('a sold-out show marks its prices and the button sold out', async () => {
    render(wrap(<BuyBox projectToken={aSoldOutShow.projectToken} />));
    expect(await screen.findByTestId('buy-state')).toHaveTextContent('sold out');
    for (const p of screen.getAllByTestId('price-option')) expect(p).toBeDisabled();
  });

  it('a seated performance whose cheapest price is sold out still leads to its seat map (issue 20)', async () => {
    const user = userEvent.setup();
    render(wrap(<BuyBox projectToken={cheapestSoldOut.projectToken} />));
    const prices = await screen.findAllByTestId('price-option');
    expect(prices[0]).toHaveTextContent(`￥${cheapestSoldOut.cheapest}`);
    expect(prices[0]).toHaveTextContent('sold out');
    for (const p of prices.slice(1)) expect(p).not.toHaveTextContent('sold out');
    const buy = screen.getByTestId('buy-button');
    expect(buy).toHaveTextContent('Choose seats');
    expect(buy).toBeEnabled();
    await user.click(buy);
    await vi.waitFor(() =>
      expect(push).toHaveBeenCalledWith(`/en${cheapestSoldOut.seatsPage}?event=${cheapestSoldOut.event(1)}`),
    );
  });

  it('preselects the only price with tickets left, the dearest, and keeps the sold-out ones visible and marked (issue 20)', async () => {
    render(wrap(<BuyBox projectToken={onlyDearestLeft.projectToken} />));
    const prices = await screen.findAllByTestId('price-option');
    expect(prices.map((p) => Number(/￥(\d+)/.exec(p.textContent ?? '')?.[1]))).toEqual(onlyDearestLeft.priceList);
    const dearest = prices.length - 1;
    expect(prices[dearest]).toHaveAttribute('aria-pressed', 'true');
    for (const p of prices.slice(0, dearest)) {
      expect(p).toBeDisabled();
      expect(p).toHaveTextContent('sold out');
    }
    expect(screen.getByTestId('buy-button')).toBeEnabled();
    expect(screen.queryByTestId('buy-state')).not.toBeInTheDocument();
  });

  it('sends a guest buying non-seat tickets to the login page, coming back afterwards', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', `/en${aShowWithoutSeats.alias}`);
    render(wrap(<BuyBox projectToken={aShowWithoutSeats.projectToken} />));
    await user.click(await screen.findByTestId('buy-button'));
    expect(push).toHaveBeenCalledWith(`/en/login?returnTo=${encodeURIComponent(`/en${aShowWithoutSeats.alias}`)}`);
  });

  it('from the share URL, the way back is /project/{id} (no quick view on the return)', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/en/events/show/0000');
    render(wrap(<BuyBox projectToken={aShowWithoutSeats.projectToken} />));
    await user.click(await screen.findByTestId('buy-button'));
    expect(push).toHaveBeenCalledWith(`/en/login?returnTo=${encodeURIComponent(`/en${aShowWithoutSeats.page}`)}`);
  });

  it('sends a seated show to the seat page of the chosen performance', async () => {
    const user = userEvent.setup();
    render(wrap(<BuyBox projectToken={aSeatedShow.projectToken} />));
    await user.click(await screen.findByTestId('buy-button'));
    await vi.waitFor(() =>
      expect(push).toHaveBeenCalledWith(`/en${aSeatedShow.seatsPage}?event=${aSeatedShow.event(1)}`),
    );
  });

  it("a guest's choice survives the login: the same performance, price and count, put in the cart (issue 21)", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/en/project/PRJ1004');
    const guest = render(wrap(<BuyBox projectToken="PRJ1004" />));
    const dates = within(await screen.findByRole('group', { name: 'Choose a performance' })).getAllByRole('button');
    await user.click(dates[1]);
    // the second performance, as the message names it
    const show = await env.sandbox.fetch(
      new Request(`${SANDBOX_ORIGIN}/jsonapi/damai/api/pro/project?projectToken=PRJ1004&langType=2`),
    );
    const { eventVoList } = ((await show.json()) as { data: { eventVoList: { showTime: number }[] } }).data;
    const when = formatShowTime(eventVoList[1].showTime, 'en');
    await user.click(screen.getAllByTestId('price-option')[1]);
    await user.click(screen.getByRole('button', { name: 'One ticket more' }));
    await user.click(screen.getByTestId('buy-button'));
    expect(push).toHaveBeenCalledWith('/en/login?returnTo=%2Fen%2Fproject%2FPRJ1004');
    guest.unmount();

    // back from the login page as a member
    const token = await sandboxMember(env.sandbox);
    memberBrowser(token);
    render(wrap(<BuyBox projectToken="PRJ1004" />));
    await vi.waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContainEqual(
        `Your 2 tickets are in your cart: ￥220, ${when}. Go to cart`,
      ),
    );
    const back = within(screen.getByRole('group', { name: 'Choose a performance' })).getAllByRole('button');
    expect(back[1]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByTestId('price-option')[1]).toHaveAttribute('aria-pressed', 'true');
    expect(await memberCart(token)).toEqual([
      expect.objectContaining({ eventId: 'PRJ1004-E2', priceId: 100421, goodCount: 2 }),
    ]);
    // the box leads on: no Buy for the same tickets again, the checkout instead (page and phone bar)
    expect(screen.queryByTestId('buy-button')).toBeNull();
    expect(screen.queryByTestId('quantity')).toBeNull();
    for (const link of screen.getAllByRole('link', { name: 'Go to checkout' }))
      expect(link).toHaveAttribute('href', '/en/checkout');
    // choosing again is the buyer's own step, and the kept choice is not added twice
    await user.click(screen.getByRole('button', { name: 'Choose other tickets' }));
    expect(screen.getByTestId('buy-button')).toBeEnabled();
    expect(usePendingChoice.getState().saved).toBeNull();
    expect(await memberCart(token)).toHaveLength(1);
  });

  it('a chosen price that sold out during the login is said so, and nothing is added (issue 21)', async () => {
    // PRJ2003's two cheaper prices are sold out: as if they sold while the guest logged in
    const token = await sandboxMember(env.sandbox);
    memberBrowser(token);
    usePendingChoice.getState().save({ projectToken: 'PRJ2003', eventToken: 'PRJ2003-E1', priceId: 200310, count: 2 });
    render(wrap(<BuyBox projectToken="PRJ2003" />));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /The ￥200 tickets you chose for .* are no longer available \(2 tickets wanted\)\. Nothing was added/,
    );
    expect(await memberCart(token)).toEqual([]);
  });
});
