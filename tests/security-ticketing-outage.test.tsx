import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrdersList } from '@/components/member/profile/OrdersList';
import { BuyBox } from '@/components/shows/BuyBox';
import { useAuth } from '@/lib/auth/store';
import { freshBrowser, memberBrowser, withApp as wrap } from './support/app';
import { SANDBOX_ORIGIN, loginDemo, startSandboxMsw } from './support/sandbox-msw';

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/en/shows/x',
  useSearchParams: () => new URLSearchParams(),
}));

let env: Awaited<ReturnType<typeof startSandboxMsw>>;
beforeAll(async () => {
  env = await startSandboxMsw();
});
afterAll(() => env.close());
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


describe('ticketing down', { timeout: 30_000 }, () => {
  it('the buy box says so with a retry, and shows the prices once the service is back', async () => {
    await ticketing('error');
    const user = userEvent.setup();
    render(wrap(<BuyBox projectToken="PRJ1004" />));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Try again' });
    await user.click(retry);
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument(); // still down
    await ticketing(null);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByTestId('price-option')).length).toBeGreaterThan(0);
  });

  it('the orders list says so with a retry, and lists the same orders once the service is back', async () => {
    memberBrowser(await loginDemo(env.sandbox));
    const user = userEvent.setup();
    const first = render(wrap(<OrdersList locale="en" />));
    const before = (await screen.findAllByText(/^Order /)).map((el) => el.textContent);
    first.unmount();

    await ticketing('error');
    render(wrap(<OrdersList locale="en" />));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    await ticketing(null);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const after = (await screen.findAllByText(/^Order /)).map((el) => el.textContent);
    expect(after).toEqual(before);
    expect(useAuth.getState().signedIn).toBe(true); // an outage is not a logout
    expect(document.cookie).toContain('_sgtmember=1');
  });
});
