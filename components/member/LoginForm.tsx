'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { Field } from '@/components/forms/Field';
import { Form } from '@/components/forms/Form';
import { useErrorText } from '@/components/forms/remote-error';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useZodForm } from '@/components/forms/useZodForm';
import { useAuthStatus } from '@/lib/bff/client/hooks/auth-status';
import { useLogin } from '@/lib/bff/client/hooks/session';
import { Link } from '@/lib/i18n/navigation';
import { CAPTCHA_MAX } from '@/lib/validation/rules';
import { loginSchema } from '@/lib/validation/schemas';
import { CaptchaImage } from './CaptchaImage';
import { useCaptcha } from './useCaptcha';
import styles from '@/components/forms/forms.module.css';

type Props = {
  /** after a successful login (the profile is loaded) */
  onSuccess?: () => void;
  /** shown in the header popup: smaller, no intro */
  compact?: boolean;
};

/** Username (email or phone), password and captcha, with every rule of spec section 5. */
export function LoginForm({ onSuccess, compact = false }: Props) {
  const t = useTranslations('Member');
  const form = useZodForm(loginSchema, {
    username: '',
    password: '',
    captcha: '',
  });
  const { status } = useAuthStatus();
  const login = useLogin();
  const errorText = useErrorText();
  const { handleSubmit, formState, resetField, control } = form;
  const answer = useWatch({ control, name: 'captcha' });
  const { captcha, loadState, check, reload, checkNow } = useCaptcha(answer);

  const onSubmit = handleSubmit(async (values) => {
    const ok = await login.mutateAsync({ ...values, captchaToken: captcha?.token ?? '' }).then(
      () => true,
      () => false,
    );
    // a captcha is good for one attempt: a fresh one either way
    resetField('captcha');
    if (!ok) resetField('password');
    await reload();
    if (ok) onSuccess?.();
  });

  // remote errors are shown joined by commas above the form (spec section 8)
  const remote =
    status === 'timeout'
      ? t('timeout')
      : login.isError
        ? errorText(login.error)
            .split(/\s*[,;\n]\s*/)
            .filter(Boolean)
            .join(', ')
        : null;

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      remote={remote}
      remoteTestId="login-error"
      data-testid="login-form"
      aria-busy={formState.isSubmitting}
    >
      <Field name="username" label={t('username')} autoComplete="username" inputMode="email" />
      <Field name="password" label={t('password')} type="password" autoComplete="current-password" />
      <Field
        name="captcha"
        label={t('captcha')}
        options={{ onBlur: (event) => void checkNow(String(event.target.value)) }}
        otherError={check.state === 'invalid' ? check.message : undefined}
        status={check.state === 'checking' ? t('captchaChecking') : undefined}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={CAPTCHA_MAX}
      >
        <CaptchaImage captcha={captcha} loadState={loadState} onReload={() => void reload()} />
      </Field>
      <SubmitButton label={t('submitLogin')} pendingLabel={t('submitting')} disabled={check.state !== 'valid'} />
      {!compact && (
        <div className={styles.links}>
          <Link href="/forgotpassword">{t('forgotPassword')}</Link>
          <span>
            {t('noAccount')} <Link href="/register">{t('registerNow')}</Link>
          </span>
        </div>
      )}
      {compact && (
        <div className={styles.links}>
          <Link href="/forgotpassword">{t('forgotPassword')}</Link>
          <Link href="/register">{t('registerNow')}</Link>
        </div>
      )}
    </Form>
  );
}
