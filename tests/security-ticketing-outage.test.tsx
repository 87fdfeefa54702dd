import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrdersList } from '@/components/member/profile/OrdersList';
import { BuyBox } from '@/components/shows/BuyBox';
import { aShowWithoutSeats } from './fixtures/seed';
import { AuthStatusProbe, freshBrowser, memberBrowser, withApp as wrap } from './support/app';
import { SANDBOX_ORIGIN, loginDemo, sandboxMswForFile } from './support/sandbox-msw';

vi.mock('next/navigation', async (original) =>
  (await import('./support/navigation')).mockNavigation(original, { pathname: '/en/shows/x' }),
);

const env = sandboxMswForFile();
beforeEach(() => {
  freshBrowser();
});
afterEach(() => ticketing(null));

/** The sandbox's own fault switch: the ticketing API answers 500 until it is cleared. */
async function ticketing(mode: 'error' | null) {
  const res = await env.sandbox.fetch(
    new Request(`${SANDBOX_ORIGIN}/sandbox/faults`, {
      method: 'POST',
      headers: { Authorization: 'Bearer sandbox-preview-token', 'Content-Type': 'application/json' },
      body: JSON.stringify({ ticketing: mode }),
    }),
  );
  expect(res.ok).toBe(true);
}

/**
 * What a visitor sees while the ticketing service fails: spec section 4's general message in the
 * page's language, with a retry, in an alert, and nothing the service would have said.
 */
const OUTAGE = {
  en: { message: 'Something went wrong.', retry: 'Try again' },
  'zh-hans': { message: '出错了。', retry: '重试' },
} as const;
async function outageAlert(locale: keyof typeof OUTAGE) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(OUTAGE[locale].message);
  expect(within(alert).getByRole('button', { name: OUTAGE[locale].retry })).toBeEnabled();
  expect(alert.textContent).toBe(`${OUTAGE[locale].message}${OUTAGE[locale].retry}`);
  return alert;
}

describe('ticketing down', { timeout: 30_000 }, () => {
  it('the buy box says so with a retry, and shows the prices once the service is back', async () => {
    await ticketing('error');
    const user = userEvent.setup();
    render(wrap(<BuyBox projectToken={aShowWithoutSeats.projectToken} />));
    await user.click(within(await outageAlert('en')).getByRole('button'));
    await outageAlert('en'); // still down
    expect(screen.queryAllByTestId('price-option')).toHaveLength(0);
    await ticketing(null);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('price-option')).toHaveLength(aShowWithoutSeats.priceList.length);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so in Chinese on a Chinese page', async () => {
    await ticketing('error');
    render(wrap(<BuyBox projectToken={aShowWithoutSeats.projectToken} />, 'zh-hans'));
    await outageAlert('zh-hans');
  });

  it('the orders list says so with a retry, and lists the same orders once the service is back', async () => {
    memberBrowser(await loginDemo(env.sandbox));
    const user = userEvent.setup();
    const first = render(wrap(<OrdersList locale="en" />));
    const before = (await screen.findAllByText(/^Order /)).map((el) => el.textContent);
    first.unmount();

    await ticketing('error');
    render(
      wrap(
        <>
          <OrdersList locale="en" />
          <AuthStatusProbe />
        </>,
      ),
    );
    await outageAlert('en');
    await ticketing(null);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const after = (await screen.findAllByText(/^Order /)).map((el) => el.textContent);
    expect(after).toEqual(before);
    expect(screen.getByTestId('auth-status')).toHaveAttribute('data-signed-in', 'true'); // an outage is not a logout
    expect(document.cookie).toContain('_sgtmember=1');
  });
});
