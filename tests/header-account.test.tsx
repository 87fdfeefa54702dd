import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HeaderAccount, HeaderCart } from '@/components/layout/HeaderAccount';
import { freshBrowser, withApp as wrap } from './support/app';
import { loginDemo, signInWith, sandboxMswForFile } from './support/sandbox-msw';

const env = sandboxMswForFile();
beforeEach(() => freshBrowser());

async function signIn(): Promise<string> {
  const token = await loginDemo(env.sandbox);
  signInWith(token);
  return token;
}

describe('header account islands', () => {
  it('offers login and register to guests; the account icon is labelled "Login" and goes to the login page', () => {
    render(wrap(<HeaderAccount />));
    for (const link of screen.getAllByRole('link', { name: 'Login' }))
      expect(link).toHaveAttribute('href', '/en/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/register');
    const account = screen.getByTestId('account-icon');
    expect(account).toHaveAttribute('href', '/en/login');
    // its label is written on it (the words of the pair are not always shown: e2e/header-guest.spec.ts)
    expect(account).toHaveAccessibleName('Login');
    expect(account).toHaveTextContent('Login');
  });

  it('shows a member the membership link, and the account icon goes to the orders', async () => {
    await signIn();
    render(wrap(<HeaderAccount />));
    expect(await screen.findByTestId('membership-link', {}, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/en/profile/orders',
    );
    expect(screen.getByTestId('account-icon')).toHaveAttribute('href', '/en/profile/orders');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows the number of items in the member cart', async () => {
    const token = await signIn();
    const res = await env.sandbox.fetch(
      new Request(`http://sandbox/jsonapi/damai/api/cart/queryCartInfo?locale=en`, {
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
    const answer = (await res.json()) as { data: unknown };
    const expected = Array.isArray(answer.data)
      ? answer.data.length
      : ((answer.data as { dataList?: unknown[] })?.dataList?.length ?? 0);
    render(wrap(<HeaderCart />));
    expect(await screen.findByTestId('cart-count')).toHaveTextContent(String(expected));
    expect(screen.getByTestId('cart-icon')).toHaveAttribute('href', '/en/cart');
  });
});
