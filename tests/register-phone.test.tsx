import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RegisterForm } from '@/components/member/RegisterForm';
import { withApp as wrap } from './support/app';
import { formSandboxForFile } from './support/form-sandbox';

/**
 * Registering with a phone number proves the number (issue 21 item 7): the form asks for the SMS
 * code sent to it, and registers only with it; an email needs none.
 */
const { sentTo } = formSandboxForFile();

async function fillPasswords(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Password'), 'Abc12345');
  await user.type(screen.getByLabelText('Confirm password'), 'Abc12345');
  await user.tab();
}

describe('registration by phone', { timeout: 30_000 }, () => {
  it('asks for the SMS code, sends it to the number, and registers with it', async () => {
    const user = userEvent.setup();
    render(wrap(<RegisterForm />));
    await user.type(screen.getByLabelText('Email or phone'), '13700000031');
    const code = screen.getByLabelText('SMS code');
    await fillPasswords(user);
    // no code yet: the form will not register
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    await user.click(code);
    await user.tab();
    expect(screen.getByText('Required')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The verification code has been sent.');
    expect(sentTo('/api/user/sendSmsCode')).toMatchObject([{ mobileNumber: '13700000031' }]);
    // another code only after a while
    expect(screen.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('register-done')).toBeInTheDocument();
    expect(sentTo('/api/user/register')).toMatchObject([{ phone: '13700000031', verifyCode: '123456' }]);
  });

  it('a wrong code is the server refusal, shown, and nothing is registered', async () => {
    const user = userEvent.setup();
    render(wrap(<RegisterForm />));
    await user.type(screen.getByLabelText('Email or phone'), '13700000032');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('status');
    await user.type(screen.getByLabelText('SMS code'), '654321');
    await fillPasswords(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('register-error')).toHaveTextContent('Incorrect verification code');
    expect(screen.queryByTestId('register-done')).not.toBeInTheDocument();
  });

  it('asks for the code only once the username is a phone number (issue 33)', async () => {
    const user = userEvent.setup();
    render(wrap(<RegisterForm />));
    const username = screen.getByLabelText('Email or phone');
    // nothing typed, or not yet a number: no code to ask for, and nothing to send it to
    expect(screen.queryByLabelText('SMS code')).not.toBeInTheDocument();
    await user.type(username, '12345');
    expect(screen.queryByLabelText('SMS code')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get code' })).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Must be phone number (9-12 digits)')).toBeInTheDocument();
    // nine digits and more: a phone number, proven by its code
    await user.type(username, '6789');
    expect(screen.getByLabelText('SMS code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
    expect(sentTo('/api/user/sendSmsCode')).toEqual([]);
  });

  it('an email needs no code: the field is not there', async () => {
    const user = userEvent.setup();
    render(wrap(<RegisterForm />));
    await user.type(screen.getByLabelText('Email or phone'), `p${Date.now()}@theatre.test`);
    expect(screen.queryByLabelText('SMS code')).not.toBeInTheDocument();
    await fillPasswords(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByTestId('register-done')).toBeInTheDocument());
  });
});
