import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/components/member/LoginForm';
import { pageReload } from '@/lib/auth/reload';
import { freshBrowser, withApp } from './support/app';
import { sandboxMswForFile } from './support/sandbox-msw';

/**
 * The login form against a backend whose captchas are not 4 characters (issue 20), and the site's
 * limit on password guessing as a member sees it (issue 22).
 */
const SIX = 'Ab3dEf';
sandboxMswForFile({ fixedCaptcha: SIX });
beforeEach(() => {
  freshBrowser();
  pageReload.run = vi.fn();
});

async function setup() {
  const onSuccess = vi.fn();
  const user = userEvent.setup();
  render(withApp(<LoginForm onSuccess={onSuccess} />));
  await waitFor(() => expect(screen.getByTestId('captcha-image').querySelector('img')).toBeTruthy(), { timeout: 5000 });
  return {
    user,
    onSuccess,
    username: screen.getByLabelText('Email or phone'),
    password: screen.getByLabelText('Password'),
    captcha: screen.getByLabelText('Captcha'),
    submit: screen.getByRole('button', { name: 'Login' }),
    captchaToken: () => screen.getByTestId('captcha-image').getAttribute('data-captcha-token'),
  };
}

describe('the captcha length is the backend’s business', { timeout: 30_000 }, () => {
  it('a 6-character captcha is checked and accepted; a wrong answer spends it and a new one comes', async () => {
    const form = await setup();
    await form.user.type(form.username, 'demo@theatre.test');
    await form.user.type(form.password, 'Demo1234');
    const first = form.captchaToken();
    await form.user.type(form.captcha, SIX.slice(0, 5));
    await form.user.tab();
    expect(await screen.findByText('Incorrect captcha')).toBeInTheDocument();
    expect(screen.queryByText(/Must be \d characters/)).not.toBeInTheDocument();
    await waitFor(() => expect(form.captchaToken()).not.toBe(first), { timeout: 5000 });
    expect(form.submit).toBeDisabled();
    await form.user.clear(form.captcha);
    await form.user.type(form.captcha, SIX);
    await waitFor(() => expect(form.submit).toBeEnabled(), { timeout: 5000 });
    await form.user.click(form.submit);
    await waitFor(() => expect(form.onSuccess).toHaveBeenCalled(), { timeout: 5000 });
  });
});

describe('password guessing', { timeout: 60_000 }, () => {
  it('after five wrong passwords the form says to wait, even with the right one', async () => {
    const form = await setup();
    await form.user.type(form.username, 'guest@theatre.test');
    for (let attempt = 0; attempt < 6; attempt++) {
      await form.user.type(form.password, attempt < 5 ? 'Wrong1234' : 'Guest1234');
      await form.user.type(form.captcha, SIX);
      await waitFor(() => expect(form.submit).toBeEnabled(), { timeout: 5000 });
      await form.user.click(form.submit);
      await waitFor(() => expect(form.captcha).toHaveValue(''), { timeout: 5000 });
      if (attempt < 5)
        expect(await screen.findByTestId('login-error')).toHaveTextContent('Incorrect username or password');
    }
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
    expect(form.onSuccess).not.toHaveBeenCalled();
  });
});
