'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSetPin } from '@/lib/bff/client/hooks/account';
import { useMember } from '@/lib/bff/client/hooks/session';
import { pinSchema, type PinValues } from '@/lib/validation/schemas';
import { PinField } from '../PinField';
import { useErrorText } from '../remote-error';
import { useValidationMessages } from '../useValidationMessages';
import { visibleError } from '../visible-error';
import { QueryState } from './QueryState';
import formStyles from '../forms.module.css';

/** Set or change the pin (pay) password: 6 digits, twice. */
export function PinPassword() {
  const t = useTranslations('Profile');
  const errorText = useErrorText();
  const account = useMember();
  const setPin = useSetPin();
  const messages = useValidationMessages();
  const schema = useMemo(() => pinSchema(messages), [messages]);
  const [remote, setRemote] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<PinValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { newPayPassword: '', confirmPayPassword: '' },
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
