import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field } from '@/components/forms/Field';
import { Form } from '@/components/forms/Form';
import { NewPasswordFields } from '@/components/forms/NewPasswordFields';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useZodForm } from '@/components/forms/useZodForm';
import { forgotPasswordSchema } from '@/lib/validation/schemas';
import { z } from '@/lib/validation/zod';
import en from '@/messages/en.json';
import { withIntl } from './support/intl';

/** The form kit every member and checkout form is built from (issue 47): what a member sees of it. */
type Props = { otherError?: string; send?: () => Promise<void>; remote?: string };

function ResetForm({ otherError, send = async () => {}, remote }: Props) {
  const form = useZodForm(forgotPasswordSchema, { username: '', verifyCode: '', newPassword: '', confirmPassword: '' });
  return (
    <Form form={form} onSubmit={form.handleSubmit(send)} remote={remote} data-testid="kit-form">
      <Field name="username" label="Email or phone" otherError={otherError} />
      <Field name="verifyCode" label="Code" />
      <NewPasswordFields password="newPassword" confirm="confirmPassword" label="New password" />
      <SubmitButton label="Reset" pendingLabel="Sending…" />
    </Form>
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email or phone'), 'member@example.com');
  await user.type(screen.getByLabelText('Code'), '123456');
  await user.type(screen.getByLabelText('New password'), 'Abc12345');
  await user.type(screen.getByLabelText('Confirm password'), 'Abc12345');
}

describe('the form kit', () => {
  it("says a field's message once it is left, tied to its input, and the submit waits for every rule", async () => {
    const user = userEvent.setup();
    render(withIntl(<ResetForm />));
    const submit = screen.getByRole('button', { name: 'Reset' });
    expect(submit).toBeDisabled();
    const confirm = screen.getByLabelText('Confirm password');
    await user.type(screen.getByLabelText('New password'), 'Abc12345');
    await user.type(confirm, 'Abc1234');
    // typing is not yet leaving the field
    expect(screen.queryByText('Password fields must be matches')).toBeNull();
    await user.tab();
    expect(confirm).toHaveAccessibleDescription('Password fields must be matches');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    // the password's rules are the hint under it
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(en.Member.passwordHint);
    await user.type(confirm, '5');
    await user.type(screen.getByLabelText('Email or phone'), 'member@example.com');
    await user.type(screen.getByLabelText('Code'), '123456');
    expect(confirm).not.toHaveAttribute('aria-invalid');
    expect(submit).toBeEnabled();
  });

  it("shows a message from a check elsewhere when the field's own rules have none", async () => {
    const user = userEvent.setup();
    render(withIntl(<ResetForm otherError="Username exists" />));
    const username = screen.getByLabelText('Email or phone');
    await user.type(username, 'not an address');
    await user.tab();
    expect(username).not.toHaveAccessibleDescription('Username exists');
    await user.clear(username);
    await user.type(username, 'member@example.com');
    expect(username).toHaveAccessibleDescription('Username exists');
  });

  it("says the form is being sent, then the server's refusal above the fields, keeping what was typed", async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const send = () => new Promise<void>((resolve) => (finish = resolve));
    const { rerender } = render(withIntl(<ResetForm send={send} />));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    finish();
    rerender(withIntl(<ResetForm send={send} remote="Invalid code" />));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
    expect(screen.getByLabelText('Email or phone')).toHaveValue('member@example.com');
  });

  it('an inline field with a nested name: its button beside it, its message an alert under both once submitted', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const schema = z.object({ tickets: z.array(z.object({ code: z.string().min(1, 'Enter a code') })) });
    function CodeForm() {
      const form = useZodForm(schema, { tickets: [{ code: '' }] }, { mode: 'onSubmit' });
      return (
        <Form form={form} onSubmit={form.handleSubmit((values) => void sent.push(values))}>
          <Field name="tickets.0.code" label="Code" layout="inline" errorTestId="code-error">
            <SubmitButton label="Apply" when="always" />
          </Field>
        </Form>
      );
    }
    render(withIntl(<CodeForm />));
    const code = screen.getByLabelText('Code');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Enter a code');
    expect(alert).toHaveAttribute('data-testid', 'code-error');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription('Enter a code');
    // the button sits between the field and its message
    expect(code.compareDocumentPosition(screen.getByRole('button', { name: 'Apply' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByRole('button', { name: 'Apply' }).compareDocumentPosition(alert)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await user.type(code, 'SPRING');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(sent).toEqual([{ tickets: [{ code: 'SPRING' }] }]);
  });
});
