'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormField } from '@/components/forms/FormField';
import { PhoneWithCode } from '@/components/forms/PhoneWithCode';
import { useErrorText } from '@/components/forms/remote-error';
import { useZodForm } from '@/components/forms/useZodForm';
import { visibleError } from '@/components/forms/visible-error';
import { useRegister } from '@/lib/bff/client/hooks/session';
import { Link } from '@/lib/i18n/navigation';
import { registerSchema } from '@/lib/validation/schemas';
import styles from '@/components/forms/forms.module.css';

/** Registration against the ticketing API; 'Username exists' and other refusals come from the server. */
export function RegisterForm() {
  const t = useTranslations('Member');
  const errorText = useErrorText();
  const registration = useRegister();
  const form = useZodForm(registerSchema, {
    username: '',
    verifyCode: '',
    name: '',
    password: '',
    confirmPassword: '',
  });
  const { register, handleSubmit, formState, resetField } = form;
  const [remote, setRemote] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    setRemote(null);
    try {
      await registration.mutateAsync(values);
      setDone(true);
    } catch (error) {
      setRemote(errorText(error));
      resetField('password');
      resetField('confirmPassword');
    }
  });

  if (done) {
    return (
      <div className={styles.form}>
        <p className={styles.success} role="status" data-testid="register-done">
          {t('registered')}
        </p>
        <Link href="/login" className={styles.submit} style={{ textAlign: 'center', textDecoration: 'none' }}>
          {t('submitLogin')}
        </Link>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="register-form">
      {remote && (
        <p className={styles.remote} role="alert" data-testid="register-error">
          {remote}
        </p>
      )}
      {/* a phone number is proven with an SMS code; an email needs none */}
      <PhoneWithCode
        form={form}
        phone="username"
        code="verifyCode"
        labels={{ phone: t('username'), code: t('smsCode'), codeHint: t('smsCodeHint') }}
        kind="username"
      />
      <FormField
        label={t('name')}
        registration={register('name')}
        error={visibleError(formState, 'name')}
        autoComplete="name"
      />
      <FormField
        label={t('password')}
        registration={register('password')}
        error={visibleError(formState, 'password')}
        hint={t('passwordHint')}
        type="password"
        autoComplete="new-password"
      />
      <FormField
        label={t('confirmPassword')}
        registration={register('confirmPassword', { deps: ['password'] })}
        error={visibleError(formState, 'confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
      <button
        type="submit"
        className={styles.submit}
        disabled={!formState.isDirty || formState.isSubmitting || !formState.isValid}
      >
        {formState.isSubmitting ? t('submitting') : t('submitRegister')}
      </button>
      <div className={styles.links}>
        <span>
          {t('haveAccount')} <Link href="/login">{t('submitLogin')}</Link>
        </span>
      </div>
    </form>
  );
}
