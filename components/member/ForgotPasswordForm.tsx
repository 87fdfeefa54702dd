'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CodeField } from '@/components/forms/CodeField';
import { FormField } from '@/components/forms/FormField';
import { useErrorText } from '@/components/forms/remote-error';
import { useZodForm } from '@/components/forms/useZodForm';
import { visibleError } from '@/components/forms/visible-error';
import { useResetPassword } from '@/lib/bff/client/hooks/session';
import { Link } from '@/lib/i18n/navigation';
import { isPhoneIdentity } from '@/lib/validation/rules';
import { forgotPasswordSchema } from '@/lib/validation/schemas';
import styles from '@/components/forms/forms.module.css';

/** A new password with a verification code, sent by SMS to a phone or by e-mail to an address. */
export function ForgotPasswordForm() {
  const t = useTranslations('Member');
  const errorText = useErrorText();
  const reset = useResetPassword();
  const { register, handleSubmit, formState, getValues, trigger, resetField } = useZodForm(forgotPasswordSchema, {
    username: '',
    verifyCode: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [remote, setRemote] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  // the code goes where the member said they are: a phone by SMS, an address by e-mail
  const to = async () => {
    if (!(await trigger('username'))) return null;
    const username = getValues('username').trim();
    return isPhoneIdentity(username) ? { phone: username } : { email: username };
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
      <CodeField
        label={t('verifyCode')}
        registration={register('verifyCode')}
        error={visibleError(formState, 'verifyCode')}
        to={to}
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
