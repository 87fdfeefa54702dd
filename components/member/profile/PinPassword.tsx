'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Form } from '@/components/forms/Form';
import { PinField } from '@/components/forms/PinField';
import { PinProofFields } from '@/components/forms/PinProofFields';
import { useErrorText } from '@/components/forms/remote-error';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useZodForm } from '@/components/forms/useZodForm';
import { useSetPin } from '@/lib/bff/client/hooks/account';
import { useMember } from '@/lib/bff/client/hooks/session';
import type { PinCheck } from '@/lib/ticketing/types';
import type { ValidationMessages } from '@/lib/validation/messages';
import { pinSchema } from '@/lib/validation/schemas';
import { QueryState } from './QueryState';
import formStyles from '@/components/forms/forms.module.css';

/**
 * Set or change the pin (pay) password: 6 digits, twice. Changing one that is set is confirmed by
 * the current pin or an SMS code to the member's phone (a session alone cannot change it).
 */
export function PinPassword() {
  const account = useMember();
  const [saved, setSaved] = useState(false);
  return (
    <QueryState isPending={account.isPending} isError={account.isError} isEmpty={!account.data}>
      {account.data && (
        // a new form once the pin is set: the next change asks for the current one
        <PinForm
          key={String(account.data.payPasswordSet)}
          changing={account.data.payPasswordSet}
          phone={account.data.userTel}
          saved={saved}
          onSaved={setSaved}
        />
      )}
    </QueryState>
  );
}

type FormProps = { changing: boolean; phone: string; saved: boolean; onSaved: (saved: boolean) => void };

function PinForm({ changing, phone, saved, onSaved: setSaved }: FormProps) {
  const t = useTranslations('Profile');
  const errorText = useErrorText();
  const setPin = useSetPin();
  const schema = useCallback((messages: ValidationMessages) => pinSchema(messages, changing), [changing]);
  const [remote, setRemote] = useState<string | null>(null);
  const form = useZodForm(schema, {
    newPayPassword: '',
    confirmPayPassword: '',
    validateType: '1',
    payPassword: '',
    mobileNumber: phone,
    payVerifyCode: '',
  });
  const { register, handleSubmit, reset, control } = form;
  const bySms = useWatch({ control, name: 'validateType' }) === '2';

  const onSubmit = handleSubmit(async (values) => {
    setRemote(null);
    setSaved(false);
    const current: PinCheck | undefined = !changing
      ? undefined
      : values.validateType === '1'
        ? { validateType: 1, payPassword: values.payPassword }
        : { validateType: 2, mobileNumber: values.mobileNumber.trim(), payVerifyCode: values.payVerifyCode };
    try {
      await setPin.mutateAsync({
        newPayPassword: values.newPayPassword,
        confirmPayPassword: values.confirmPayPassword,
        current,
      });
      reset();
      setSaved(true);
    } catch (error) {
      setRemote(errorText(error));
    }
  });

  return (
    <>
      <p data-testid="pin-state">{changing ? t('pinSet') : t('pinNotSet')}</p>
      <Form form={form} onSubmit={onSubmit} remote={remote} data-testid="pin-form" style={{ maxWidth: 420 }}>
        {saved && (
          <p className={formStyles.success} role="status">
            {t('pinSaved')}
          </p>
        )}
        {changing && (
          <fieldset className={formStyles.choices}>
            <legend>{t('confirmChangeWith')}</legend>
            <label>
              <input type="radio" value="1" {...register('validateType')} /> {t('byPin')}
            </label>
            <label>
              <input type="radio" value="2" {...register('validateType')} /> {t('bySms')}
            </label>
          </fieldset>
        )}
        {changing && (
          <PinProofFields
            fields={{ pin: 'payPassword', phone: 'mobileNumber', code: 'payVerifyCode' }}
            bySms={bySms}
            labels={{ pin: t('currentPin'), phone: t('mobileNumber'), code: t('smsCode') }}
          />
        )}
        <PinField name="newPayPassword" label={t('newPin')} options={{ deps: ['confirmPayPassword'] }} purpose="new" />
        <PinField name="confirmPayPassword" label={t('confirmPin')} purpose="new" />
        <SubmitButton label={t('savePin')} />
      </Form>
    </>
  );
}
