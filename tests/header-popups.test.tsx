import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { HeaderAccount } from '@/components/layout/HeaderAccount';
import { freshBrowser, withApp as wrap } from './support/app';
import { loginDemo, signInWith, sandboxMswForFile } from './support/sandbox-msw';

const env = sandboxMswForFile();
beforeEach(() => freshBrowser());

describe('header popups', () => {
  it('guests get a sign-up teaser with seven benefits; Escape closes it and gives the focus back', async () => {
    const user = userEvent.setup();
    render(wrap(<HeaderAccount />, 'zh-hans'));
    const toggle = screen.getByRole('button', { name: '登录' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const teaser = screen.getByTestId('guest-popup');
    expect(teaser).toBeVisible();
    expect(screen.getByTestId('signup-teaser').querySelectorAll('li')).toHaveLength(7);
    // a phone-sized screen (jsdom has no media): login and register buttons instead of the form
    expect(screen.queryByTestId('login-popup')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看全部礼遇' })).toHaveAttribute('href', '/benefits');
    await user.keyboard('{Escape}');
    expect(teaser).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });

  it('a click outside closes a popup', async () => {
    const user = userEvent.setup();
    render(
      <>
        {wrap(<HeaderAccount />)}
        <p>outside</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByTestId('guest-popup')).toBeVisible();
    await user.click(screen.getByText('outside'));
    expect(screen.getByTestId('guest-popup')).not.toBeVisible();
  });

  it('members get a popup with the card, personal information, benefits and logout', async () => {
    const user = userEvent.setup();
    signInWith(await loginDemo(env.sandbox));
    render(wrap(<HeaderAccount />));
    await user.click(await screen.findByRole('button', { name: 'Member menu' }));
    const popup = screen.getByTestId('member-popup');
    expect(popup).toBeVisible();
    expect(screen.getByTestId('membership-card')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Personal information' })).toHaveAttribute(
      'href',
      '/en/profile/personal-information',
    );
    expect(screen.getByRole('link', { name: 'Benefits' })).toHaveAttribute('href', '/en/benefits');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
