'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Form } from '@/components/forms/Form';
import { PhoneWithCode } from '@/components/forms/PhoneWithCode';
import { PinField } from '@/components/forms/PinField';
import { useErrorText } from '@/components/forms/remote-error';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useZodForm } from '@/components/forms/useZodForm';
import { useOpenPointsAccount } from '@/lib/bff/client/hooks/account';
import { useMember } from '@/lib/bff/client/hooks/session';
import type { PinCheck } from '@/lib/ticketing/types';
import { openAccountPinSchema, openAccountSmsSchema } from '@/lib/validation/schemas';
import formStyles from '@/components/forms/forms.module.css';
import styles from './OpenPointsAccount.module.css';

/** Points redemption needs an open points account: opened with the pin or an SMS code. */
export function OpenPointsAccount() {
  const t = useTranslations('Profile');
  const account = useMember();
  const [method, setMethod] = useState<1 | 2>(1);
  if (!account.data) return null;
  if (account.data.pointsAccountOpened) {
    return (
      <p className={styles.muted} data-testid="points-account-open">
        {t('pointsAccountOpen')}
      </p>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="open-account-title" data-testid="open-points-account">
      <h2 id="open-account-title" className={styles.panelTitle}>
        {t('openAccount')}
      </h2>
      <p>{t('pointsAccountClosed')}</p>
      <fieldset className={formStyles.choices}>
        <legend className="visually-hidden">{t('openAccount')}</legend>
        <label>
          <input type="radio" name="validateType" checked={method === 1} onChange={() => setMethod(1)} /> {t('byPin')}
        </label>
        <label>
          <input type="radio" name="validateType" checked={method === 2} onChange={() => setMethod(2)} /> {t('bySms')}
        </label>
      </fieldset>
      {method === 1 ? <ByPin /> : <BySms defaultPhone={account.data.userTel} />}
    </section>
  );
}

function useOpen() {
  const errorText = useErrorText();
  const opening = useOpenPointsAccount();
  const [remote, setRemote] = useState<string | null>(null);
  const open = async (input: PinCheck) => {
    setRemote(null);
    try {
      await opening.mutateAsync(input);
    } catch (error) {
      setRemote(errorText(error));
    }
  };
  return { open, remote };
}

function ByPin() {
  const t = useTranslations('Profile');
  const { open, remote } = useOpen();
  const form = useZodForm(openAccountPinSchema, { payPassword: '' });
  return (
    <Form
      form={form}
      remote={remote}
      onSubmit={form.handleSubmit((v) => open({ validateType: 1, payPassword: v.payPassword }))}
    >
      <PinField name="payPassword" label={t('payPassword')} />
      <SubmitButton label={t('openAccount')} />
    </Form>
  );
}

function BySms({ defaultPhone }: { defaultPhone: string }) {
  const t = useTranslations('Profile');
  const { open, remote } = useOpen();
  const form = useZodForm(openAccountSmsSchema, { mobileNumber: defaultPhone, payVerifyCode: '' });
  return (
    <Form
      form={form}
      remote={remote}
      onSubmit={form.handleSubmit((v) =>
        open({ validateType: 2, mobileNumber: v.mobileNumber, payVerifyCode: v.payVerifyCode }),
      )}
    >
      <PhoneWithCode
        phone="mobileNumber"
        code="payVerifyCode"
        labels={{ phone: t('mobileNumber'), code: t('smsCode') }}
      />
      {/* the member's own number is filled in: usable as soon as the code is typed */}
      <SubmitButton label={t('openAccount')} when="valid" />
    </Form>
  );
}
