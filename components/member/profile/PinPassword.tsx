'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PinField } from '@/components/forms/PinField';
import { useErrorText } from '@/components/forms/remote-error';
import { useZodForm } from '@/components/forms/useZodForm';
import { visibleError } from '@/components/forms/visible-error';
import { useSetPin } from '@/lib/bff/client/hooks/account';
import { useMember } from '@/lib/bff/client/hooks/session';
import { pinSchema } from '@/lib/validation/schemas';
import { QueryState } from './QueryState';
import formStyles from '@/components/forms/forms.module.css';

/** Set or change the pin (pay) password: 6 digits, twice. */
export function PinPassword() {
  const t = useTranslations('Profile');
  const errorText = useErrorText();
  const account = useMember();
  const setPin = useSetPin();
  const [remote, setRemote] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState, reset } = useZodForm(pinSchema, {
    newPayPassword: '',
    confirmPayPassword: '',
  });

  const onSubmit = handleSubmit(async (values) => {
    setRemote(null);
    setSaved(false);
    try {
      await setPin.mutateAsync(values);
      reset();
      setSaved(true);
    } catch (error) {
      setRemote(errorText(error));
    }
  });

  return (
    <QueryState isPending={account.isPending} isError={account.isError} isEmpty={!account.data}>
      <p data-testid="pin-state">{account.data?.payPasswordSet ? t('pinSet') : t('pinNotSet')}</p>
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
    </QueryState>
  );
}
