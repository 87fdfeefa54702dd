'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSetPin } from '@/lib/bff/client/hooks/account';
import { useMember } from '@/lib/bff/client/hooks/session';
import type { PinCheck } from '@/lib/ticketing/types';
import { pinSchema, type PinValues } from '@/lib/validation/schemas';
import { PinField } from '../PinField';
import { PinProofFields } from '../PinProofFields';
import { useErrorText } from '../remote-error';
import { useValidationMessages } from '../useValidationMessages';
import { visibleError } from '../visible-error';
import { QueryState } from './QueryState';
import formStyles from '../forms.module.css';
import styles from './Profile.module.css';

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
  const messages = useValidationMessages();
  const schema = useMemo(() => pinSchema(messages, changing), [messages, changing]);
  const [remote, setRemote] = useState<string | null>(null);
  const defaultValues: PinValues = {
    newPayPassword: '',
    confirmPayPassword: '',
    validateType: '1',
    payPassword: '',
    mobileNumber: phone,
    payVerifyCode: '',
  };
  const { register, handleSubmit, formState, reset, control, trigger, getValues } = useForm<PinValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
  });
  const bySms = useWatch({ control, name: 'validateType' }) === '2';
  const smsNumber = async () => ((await trigger('mobileNumber')) ? getValues('mobileNumber').trim() : null);

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
      reset(defaultValues);
      setSaved(true);
    } catch (error) {
      setRemote(errorText(error));
    }
  });

  return (
    <>
      <p data-testid="pin-state">{changing ? t('pinSet') : t('pinNotSet')}</p>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate data-testid="pin-form" style={{ maxWidth: 420 }}>
        {remote && (
          <p className={formStyles.remote} role="alert">
            {remote}
          </p>
        )}
        {saved && (
          <p className={formStyles.success} role="status">
            {t('pinSaved')}
          </p>
        )}
        {changing && (
          <fieldset className={styles.radios}>
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
            field={(name) => ({ registration: register(name), error: visibleError(formState, name) })}
            bySms={bySms}
            labels={{ pin: t('currentPin'), mobile: t('mobileNumber'), smsCode: t('smsCode') }}
            phone={smsNumber}
          />
        )}
        <PinField
          label={t('newPin')}
          registration={register('newPayPassword', { deps: ['confirmPayPassword'] })}
          error={visibleError(formState, 'newPayPassword')}
          purpose="new"
        />
        <PinField
          label={t('confirmPin')}
          registration={register('confirmPayPassword')}
          error={visibleError(formState, 'confirmPayPassword')}
          purpose="new"
        />
        <button
          type="submit"
          className={formStyles.submit}
          disabled={!formState.isDirty || formState.isSubmitting || !formState.isValid}
        >
          {t('savePin')}
        </button>
      </form>
    </>
  );
}
