'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useResetPassword } from '@/lib/bff/client/hooks/session';
import { Link } from '@/lib/i18n/navigation';
import { isPhone } from '@/lib/validation/rules';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@/lib/validation/schemas';
import { FormField } from './FormField';
import { SmsCodeField } from './SmsCodeField';
import { useErrorText } from './remote-error';
import { useValidationMessages } from './useValidationMessages';
import { visibleError } from './visible-error';
import styles from './forms.module.css';

/** A new password with a verification code (sent by SMS to a phone). */
export function ForgotPasswordForm() {
  const t = useTranslations('Member');
  const errorText = useErrorText();
  const reset = useResetPassword();
  const messages = useValidationMessages();
  const schema = useMemo(() => forgotPasswordSchema(messages), [messages]);
  const { register, handleSubmit, formState, getValues, trigger, resetField } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { username: '', verifyCode: '', newPassword: '', confirmPassword: '' },
  });
  const [remote, setRemote] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  // only a phone gets an SMS; an email's code is the backend's own business
  const phone = async () => {
    if (!(await trigger('username'))) return null;
    const username = getValues('username').trim();
    return isPhone(username) ? username : null;
  };

  const onSubmit = handleSubmit(async (values) => {
    setRemote(null);
    try {
      await reset.mutateAsync(values);
      setDone(true);
    } catch (error) {
      setRemote(errorText(error));
      resetField('newPassword');
      resetField('confirmPassword');
    }
  });

  if (done) {
    return (
      <div className={styles.form}>
        <p className={styles.success} role="status" data-testid="reset-done">
          {t('resetDone')}
        </p>
        <Link href="/login">{t('backToLogin')}</Link>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="forgot-form">
      {remote && (
        <p className={styles.remote} role="alert">
          {remote}
        </p>
      )}
      <FormField
        label={t('username')}
        registration={register('username')}
        error={visibleError(formState, 'username')}
        autoComplete="username"
      />
      <SmsCodeField
        label={t('verifyCode')}
        registration={register('verifyCode')}
        error={visibleError(formState, 'verifyCode')}
        phone={phone}
      />
      <FormField
        label={t('newPassword')}
        registration={register('newPassword')}
        error={visibleError(formState, 'newPassword')}
        hint={t('passwordHint')}
        type="password"
        autoComplete="new-password"
      />
      <FormField
        label={t('confirmPassword')}
        registration={register('confirmPassword', { deps: ['newPassword'] })}
        error={visibleError(formState, 'confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
      <button
        type="submit"
        className={styles.submit}
        disabled={!formState.isDirty || formState.isSubmitting || !formState.isValid}
      >
        {formState.isSubmitting ? t('submitting') : t('submitReset')}
      </button>
      <div className={styles.links}>
        <Link href="/login">{t('backToLogin')}</Link>
      </div>
    </form>
  );
}
