import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/components/member/LoginForm';
import { pageReload } from '@/lib/auth/reload';
import { TIMEOUT_FLAG_KEY } from '@/lib/auth/storage';
import { theDemoMember } from './fixtures/seed';
import { AuthStatusProbe, freshBrowser, withApp } from './support/app';
import { FIXED_CAPTCHA, sandboxMswForFile } from './support/sandbox-msw';

const env = sandboxMswForFile();
beforeEach(() => {
  freshBrowser();
  pageReload.run = vi.fn();
});

async function setup(locale: 'en' | 'zh-hans' = 'en') {
  const onSuccess = vi.fn();
  const user = userEvent.setup();
  render(
    withApp(
      <>
        <LoginForm onSuccess={onSuccess} />
        <AuthStatusProbe />
      </>,
      locale,
    ),
  );
  const labels = locale === 'en' ? ['Email or phone', 'Password', 'Captcha'] : ['邮箱或手机号', '密码', '验证码'];
  const [username, password, captcha] = labels.map((l) => screen.getByLabelText(l));
  await waitFor(() => expect(screen.getByTestId('captcha-image').querySelector('img')).toBeTruthy());
  const submit = screen.getByRole('button', { name: locale === 'en' ? 'Login' : '登录' });
  return { user, username, password, captcha, submit, onSuccess };
}

describe('login form', { timeout: 20_000 }, () => {
  it('shows the captcha as a base64 png and disables submit while pristine', async () => {
    const { submit } = await setup();
    expect(screen.getByAltText(/Captcha image/).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(submit).toBeDisabled();
    expect(screen.queryByTestId('field-error')).not.toBeInTheDocument();
  });

  it('shows errors only once a field was touched', async () => {
    const { user, username, password } = await setup();
    await user.click(username);
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await user.click(password);
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(1);
  });

  it('refuses a username that is neither email nor phone', async () => {
    const { user, username, password } = await setup();
    await user.type(username, 'not-a-login');
    await user.click(password);
    expect(screen.getByText('Something is wrong with your login credentials')).toBeInTheDocument();
  });

  it('shows the Chinese messages on a Chinese page', async () => {
    const { user, username, password } = await setup('zh-hans');
    await user.type(username, 'abc');
    await user.click(password);
    expect(screen.getByText('登录信息有误')).toBeInTheDocument();
  });

  it('keeps submit disabled until the server accepted the captcha (case sensitive)', async () => {
    const { user, username, password, captcha, submit } = await setup();
    await user.type(username, theDemoMember.email);
    await user.type(password, theDemoMember.password);
    await user.type(captcha, FIXED_CAPTCHA.toLowerCase());
    expect(await screen.findByText('Incorrect captcha')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(captcha);
    await user.type(captcha, FIXED_CAPTCHA);
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('logs in with a phone number and loads the member', async () => {
    const { user, username, password, captcha, submit, onSuccess } = await setup();
    await user.type(username, theDemoMember.phone);
    await user.type(password, theDemoMember.password);
    await user.type(captcha, FIXED_CAPTCHA);
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(screen.getByTestId('auth-status')).toHaveTextContent('ok');
    expect(screen.getByTestId('auth-status')).toHaveAttribute('data-signed-in', 'true');
    expect(document.cookie).toContain('_sgtmember=1');
  });

  it('shows the server refusal above the form and resets the captcha', async () => {
    const { user, username, password, captcha, submit, onSuccess } = await setup();
    const firstCaptcha = screen.getByTestId('captcha-image').getAttribute('data-captcha-token');
    await user.type(username, theDemoMember.email);
    await user.type(password, 'Wrong1234');
    await user.type(captcha, FIXED_CAPTCHA);
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Incorrect username or password');
    expect(screen.getByTestId('auth-status')).toHaveTextContent('error');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(captcha).toHaveValue('');
    expect(username).toHaveValue(theDemoMember.email);
    await waitFor(() =>
      expect(screen.getByTestId('captcha-image').getAttribute('data-captcha-token')).not.toBe(firstCaptcha),
    );
    expect(submit).toBeDisabled();
  });

  it(
    'an answer typed while the next captcha is still coming is checked against the new one',
    { timeout: 20_000 },
    async () => {
      const { user, username, password, captcha, submit } = await setup();
      await user.type(username, theDemoMember.email);
      await user.type(password, 'Wrong1234');
      await user.type(captcha, FIXED_CAPTCHA);
      await waitFor(() => expect(submit).toBeEnabled());
      const { delay, http } = await import('msw');
      env.server.use(
        http.post('*/jsonapi/damai/api/user/resetCaptcha', async () => {
          await delay(1500);
          return undefined;
        }),
      );
      try {
        await user.click(submit);
        await waitFor(() => expect(captcha).toHaveValue(''));
        await user.type(password, theDemoMember.password); // a refused login clears the password
        await user.type(captcha, FIXED_CAPTCHA); // before the next captcha arrived, the field not left
        await waitFor(() => expect(submit).toBeEnabled(), { timeout: 8000 });
        expect(screen.queryByText('Incorrect captcha')).not.toBeInTheDocument();
      } finally {
        env.server.resetHandlers();
      }
    },
  );

  // the browser test of the login page said these once per language (e2e/members.spec.ts); the
  // same sandbox answers here, behind MSW
  it.each([
    {
      locale: 'en',
      incorrectCaptcha: 'Incorrect captcha',
      refused: 'Incorrect username or password',
      credentials: 'Something is wrong with your login credentials',
      required: 'Required',
    },
    {
      locale: 'zh-hans',
      incorrectCaptcha: '验证码错误',
      refused: '用户名或密码错误',
      credentials: '登录信息有误',
      required: '必填',
    },
  ] as const)(
    '$locale: a wrong captcha, then a wrong password, then a bad and an emptied username, each says so',
    async ({ locale, incorrectCaptcha, refused, credentials, required }) => {
      const { user, username, password, captcha, submit } = await setup(locale);
      await user.type(username, theDemoMember.email);
      await user.type(password, 'Wrong1234');
      await user.type(captcha, 'NOPE');
      expect(await screen.findByText(incorrectCaptcha)).toBeInTheDocument();
      expect(submit).toBeDisabled();

      await user.clear(captcha);
      await user.type(captcha, FIXED_CAPTCHA);
      await waitFor(() => expect(submit).toBeEnabled());
      await user.click(submit);
      expect(await screen.findByTestId('login-error')).toHaveTextContent(refused);
      expect(captcha).toHaveValue('');
      expect(username).toHaveValue(theDemoMember.email);

      await user.clear(username);
      await user.type(username, 'someone');
      await user.click(password);
      expect(screen.getByText(credentials)).toBeInTheDocument();
      await user.clear(username);
      await user.click(password);
      expect(username).toHaveAccessibleDescription(new RegExp(required));
    },
  );

  it('loads a new captcha when the image is clicked', async () => {
    const { user } = await setup();
    const image = screen.getByTestId('captcha-image');
    const first = image.getAttribute('data-captcha-token');
    await user.click(image);
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-captcha-token')).not.toBe(first));
  });

  it("shows the localized timeout message for an auth error 'timeout'", async () => {
    // the page reloaded after the session ended
    sessionStorage.setItem(TIMEOUT_FLAG_KEY, '1');
    await setup();
    expect(screen.getByTestId('login-error')).toHaveTextContent('Your session has timed out. Please login again');
  });
});
