'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field } from '@/components/forms/Field';
import { Form } from '@/components/forms/Form';
import { NewPasswordFields } from '@/components/forms/NewPasswordFields';
import { PhoneWithCode } from '@/components/forms/PhoneWithCode';
import { useErrorText } from '@/components/forms/remote-error';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useZodForm } from '@/components/forms/useZodForm';
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
  const [remote, setRemote] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    setRemote(null);
    try {
      await registration.mutateAsync(values);
      setDone(true);
    } catch (error) {
      setRemote(errorText(error));
      form.resetField('password');
      form.resetField('confirmPassword');
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
    <Form form={form} onSubmit={onSubmit} remote={remote} remoteTestId="register-error" data-testid="register-form">
      {/* a phone number is proven with an SMS code; an email needs none */}
      <PhoneWithCode
        phone="username"
        code="verifyCode"
        labels={{ phone: t('username'), code: t('smsCode'), codeHint: t('smsCodeHint') }}
        kind="username"
      />
      <Field name="name" label={t('name')} autoComplete="name" />
      <NewPasswordFields password="password" confirm="confirmPassword" label={t('password')} />
      <SubmitButton label={t('submitRegister')} pendingLabel={t('submitting')} />
      <div className={styles.links}>
        <span>
          {t('haveAccount')} <Link href="/login">{t('submitLogin')}</Link>
        </span>
      </div>
    </Form>
  );
}
