import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from '@/components/member/ForgotPasswordForm';
import { LoginForm } from '@/components/member/LoginForm';
import { RegisterForm } from '@/components/member/RegisterForm';
import { PersonalInformation } from '@/components/member/profile/PersonalInformation';
import { PinPassword } from '@/components/member/profile/PinPassword';
import { freshBrowser, memberBrowser, withApp as wrap } from './support/app';
import { theDemoMember } from './fixtures/seed';
import { loginDemo, startSandboxMsw } from './support/sandbox-msw';

/**
 * Oversize and malformed input in every member form: each is refused before anything is sent,
 * with the spec's message (section 5) next to the field. Paste is used for the long values, as a
 * visitor (or a script) would.
 */

let env: Awaited<ReturnType<typeof startSandboxMsw>>;
const sent: string[] = [];
beforeAll(async () => {
  env = await startSandboxMsw();
  env.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST') sent.push(new URL(request.url).pathname);
  });
});
afterAll(() => env.close());
beforeEach(() => {
  sent.length = 0;
  localStorage.clear();
  freshBrowser();
});

async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
  await user.tab();
}

/** enters a value and expects the field's message for it */
async function refuses(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string, message: string) {
  await enter(user, field, value);
  expect(screen.getByText(message), value.slice(0, 40)).toBeInTheDocument();
}

const long = (n: number, c = 'x') => c.repeat(n);

describe('forms refuse and explain oversize and malformed input', { timeout: 30_000 }, () => {
  it('login: an overlong or malformed username, an overlong captcha', async () => {
    const user = userEvent.setup();
    render(wrap(<LoginForm onSuccess={vi.fn()} />));
    await waitFor(() => expect(screen.getByTestId('captcha-image').querySelector('img')).toBeTruthy());
    const username = screen.getByLabelText('Email or phone');
    await refuses(user, username, `${long(45)}@theatre.test`, 'must be 50 characters or fewer');
    await refuses(user, username, "admin'--", 'Something is wrong with your login credentials');
    await enter(user, screen.getByLabelText('Password'), theDemoMember.password);
    const captcha = screen.getByLabelText('Captcha');
    await enter(user, captcha, long(40, 'T'));
    expect(captcha).toHaveValue(long(16, 'T')); // the field takes 16 at most (the schema says so too)
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    expect(sent.filter((p) => p.endsWith('/user/login'))).toEqual([]);
  });

  it('registration: email rule, phone digits, 50-character name, password strength', async () => {
    const user = userEvent.setup();
    render(wrap(<RegisterForm />));
    const username = screen.getByLabelText('Email or phone');
    const refused = [
      ...['someone@theatre', 'someone@theatre.museum', 'a b@theatre.test', 'someone@@theatre.test'].map((v) => [
        v,
        'Incorrect Email',
      ]),
      ...['12345678', '1234567890123', '1380013800x', '+8613800138000'].map((v) => [
        v,
        'Must be phone number (9-12 digits)',
      ]),
    ];
    for (const [bad, message] of refused) {
      await enter(user, username, bad);
      expect(screen.getByText(message), bad).toBeInTheDocument();
    }
    await refuses(user, username, `${long(60)}@theatre.test`, 'must be 50 characters or fewer');
    await enter(user, screen.getByLabelText('Name (optional)'), long(51, '名'));
    expect(screen.getAllByText('must be 50 characters or fewer')).toHaveLength(2); // the username's and the name's
    const password = screen.getByLabelText('Password');
    await refuses(user, password, 'Ab1', 'Minimum number of character is 6');
    await refuses(user, password, 'abcdefgh', 'Password must mix upper and lower case letters and numbers');
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    expect(sent.filter((p) => p.endsWith('/user/register'))).toEqual([]);
  });

  it('forgot password: a malformed account, a code that is not 6 digits', async () => {
    const user = userEvent.setup();
    render(wrap(<ForgotPasswordForm />));
    await refuses(user, screen.getByLabelText('Email or phone'), 'nobody@nowhere', 'Incorrect Email');
    const code = screen.getByLabelText('Verification code');
    await refuses(user, code, '12ab56', 'Must be number');
    await refuses(user, code, '12345', 'Must be 6 characters');
    await enter(user, code, '1234567');
    expect(code).toHaveValue('123456'); // the field takes 6 at most (the schema says so too)
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeDisabled();
    expect(sent.filter((p) => p.endsWith('/user/resetPass'))).toEqual([]);
  });

  it('personal information: 50-character name, 3000-character address, 9-12 digit phone; nothing saved', async () => {
    memberBrowser(await loginDemo(env.sandbox));
    sent.length = 0;
    const user = userEvent.setup();
    render(wrap(<PersonalInformation />));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await refuses(user, screen.getByLabelText('Name'), long(51), 'must be 50 characters or fewer');
    await refuses(user, screen.getByLabelText('Address'), long(3001), 'must be 3000 characters or fewer');
    await refuses(user, screen.getByLabelText('Phone'), '1380013800-1', 'Must be phone number (9-12 digits)');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    // 50 and 3000 characters exactly are fine
    await enter(user, screen.getByLabelText('Name'), long(50));
    await enter(user, screen.getByLabelText('Address'), long(3000));
    await enter(user, screen.getByLabelText('Phone'), theDemoMember.phone);
    expect(screen.queryByText(/characters or fewer/)).not.toBeInTheDocument();
    expect(sent.filter((p) => p.endsWith('/user/modifyUser'))).toEqual([]);
  });

  it('pin password: letters and the wrong length are refused', async () => {
    memberBrowser(await loginDemo(env.sandbox));
    sent.length = 0;
    const user = userEvent.setup();
    render(wrap(<PinPassword />));
    const pin = await screen.findByLabelText('New pin password (6 digits)');
    await refuses(user, pin, '12a456', 'Must be number');
    await refuses(user, pin, '12345', 'Must be 6 characters');
    await enter(user, pin, long(40, '9'));
    expect(pin).toHaveValue('999999'); // the field takes 6 digits at most
    expect(screen.getByRole('button', { name: 'Save pin password' })).toBeDisabled();
    expect(sent.filter((p) => p.endsWith('/paypswd/updatePayPassword'))).toEqual([]);
  });
});
