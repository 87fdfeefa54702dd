import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordForm } from '@/components/member/ForgotPasswordForm';
import { withApp as wrap } from './support/app';
import { formSandboxForFile } from './support/form-sandbox';

/**
 * A forgotten password is reset by e-mail too (issue 34 item 2): "Get code" sends the code to the
 * address and says so, as it sends an SMS to a phone number (e2e/members.spec.ts).
 */
const forms = formSandboxForFile();
const { sentTo } = forms;

async function register(email: string) {
  await forms.sandbox.fetch(
    new Request('http://sandbox/jsonapi/damai/api/user/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Before123' }),
    }),
  );
}

describe('password reset', { timeout: 30_000 }, () => {
  it('by e-mail: "Get code" sends the code to the address, and the reset takes it', async () => {
    const email = `reset${Date.now()}@theatre.test`;
    await register(email);
    const user = userEvent.setup();
    render(wrap(<ForgotPasswordForm />));
    const username = screen.getByLabelText('Email or phone');
    // a malformed address is sent nothing, and told why
    await user.type(username, email.replace('.test', ''));
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Incorrect Email')).toBeInTheDocument();
    expect(forms.sent).toEqual([]);
    await user.clear(username);
    await user.type(username, email);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The verification code has been sent.');
    expect(sentTo('/api/user/sendEmailCode')).toMatchObject([{ email }]);
    expect(screen.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();

    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'After123');
    await user.type(screen.getByLabelText('Confirm password'), 'After123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByTestId('reset-done')).toBeInTheDocument();
    expect(sentTo('/api/user/resetPass')).toMatchObject([{ email, verifyCode: '123456' }]);
  });
});
