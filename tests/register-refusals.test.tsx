import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RegisterForm } from '@/components/member/RegisterForm';
import { theDemoMember } from './fixtures/seed';
import { withApp } from './support/app';
import { formSandboxForFile } from './support/form-sandbox';

/**
 * A username someone already has is refused by the ticketing API, in the page's language, and the
 * form keeps what was typed (it was a browser test of the registration page, e2e/members.spec.ts).
 */
formSandboxForFile();

describe('registration refused', { timeout: 30_000 }, () => {
  it.each([
    { locale: 'en', labels: ['Email or phone', 'Password', 'Confirm password', 'Register'], says: 'Username exists' },
    { locale: 'zh-hans', labels: ['邮箱或手机号', '密码', '确认密码', '注册'], says: '用户名已存在' },
  ] as const)('$locale: a taken email says $says and keeps the email', async ({ locale, labels, says }) => {
    const [usernameLabel, passwordLabel, confirmLabel, registerLabel] = labels;
    const user = userEvent.setup();
    render(withApp(<RegisterForm />, locale));
    const username = screen.getByLabelText(usernameLabel);
    await user.type(username, theDemoMember.email);
    await user.type(screen.getByLabelText(passwordLabel), 'Abc12345');
    await user.type(screen.getByLabelText(confirmLabel), 'Abc12345');
    await user.click(screen.getByRole('button', { name: registerLabel }));
    expect(await screen.findByTestId('register-error')).toHaveTextContent(says);
    expect(username).toHaveValue(theDemoMember.email);
  });
});
