'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CodeField } from '@/components/forms/CodeField';
import { Field } from '@/components/forms/Field';
import { Form } from '@/components/forms/Form';
import { NewPasswordFields } from '@/components/forms/NewPasswordFields';
import { useErrorText } from '@/components/forms/remote-error';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useZodForm } from '@/components/forms/useZodForm';
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
  const form = useZodForm(forgotPasswordSchema, {
    username: '',
    verifyCode: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [remote, setRemote] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  // the code goes where the member said they are: a phone by SMS, an address by e-mail
  const to = async () => {
    if (!(await form.trigger('username'))) return null;
    const username = form.getValues('username').trim();
    return isPhoneIdentity(username) ? { phone: username } : { email: username };
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setRemote(null);
    try {
      await reset.mutateAsync(values);
      setDone(true);
    } catch (error) {
      setRemote(errorText(error));
      form.resetField('newPassword');
      form.resetField('confirmPassword');
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
    <Form form={form} onSubmit={onSubmit} remote={remote} data-testid="forgot-form">
      <Field name="username" label={t('username')} autoComplete="username" />
      <CodeField name="verifyCode" label={t('verifyCode')} to={to} />
      <NewPasswordFields password="newPassword" confirm="confirmPassword" label={t('newPassword')} />
      <SubmitButton label={t('submitReset')} pendingLabel={t('submitting')} />
      <div className={styles.links}>
        <Link href="/login">{t('backToLogin')}</Link>
      </div>
    </Form>
  );
}
