'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useRegister } from '@/lib/bff/client/hooks/session';
import { Link } from '@/lib/i18n/navigation';
import { isPhoneIdentity } from '@/lib/validation/rules';
import { registerSchema, type RegisterValues } from '@/lib/validation/schemas';
import { FormField } from './FormField';
import { SmsCodeField } from './SmsCodeField';
import { useErrorText } from './remote-error';
import { useValidationMessages } from './useValidationMessages';
import { visibleError } from './visible-error';
import styles from './forms.module.css';

/** Registration against the ticketing API; 'Username exists' and other refusals come from the server. */
export function RegisterForm() {
  const t = useTranslations('Member');
  const errorText = useErrorText();
  const registration = useRegister();
  const messages = useValidationMessages();
  const schema = useMemo(() => registerSchema(messages), [messages]);
  const { register, handleSubmit, formState, resetField, trigger, getValues, control } = useForm<RegisterValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { username: '', verifyCode: '', name: '', password: '', confirmPassword: '' },
  });
  // a phone number is proven with an SMS code; an email needs none
  const byPhone = isPhoneIdentity(useWatch({ control, name: 'username' }));
  const phone = async () => ((await trigger('username')) ? getValues('username').trim() : null);
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
      <FormField
        label={t('username')}
        registration={register('username')}
        error={visibleError(formState, 'username')}
        autoComplete="username"
      />
      {byPhone && (
        <SmsCodeField
          label={t('smsCode')}
          registration={register('verifyCode')}
          error={visibleError(formState, 'verifyCode')}
          hint={t('smsCodeHint')}
          phone={phone}
        />
      )}
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
