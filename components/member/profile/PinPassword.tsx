'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { updatePayPassword } from '@/lib/auth/account';
import { useAccount } from '@/lib/auth/account-queries';
import { useAuth } from '@/lib/auth/store';
import type { Locale } from '@/lib/i18n/routing';
import { pinSchema, type PinValues } from '@/lib/validation/schemas';
import { FormField } from '../FormField';
import { remoteErrorText } from '../remote-error';
import { useValidationMessages } from '../useValidationMessages';
import { visibleError } from '../visible-error';
import { QueryState } from './QueryState';
import formStyles from '../forms.module.css';

/** Set or change the pin (pay) password: 6 digits, twice. */
export function PinPassword() {
  const t = useTranslations('Profile');
  const tc = useTranslations('Common');
  const locale = useLocale() as Locale;
  const account = useAccount();
  const messages = useValidationMessages();
  const schema = useMemo(() => pinSchema(messages), [messages]);
  const client = useQueryClient();
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
    const token = useAuth.getState().token;
    if (!token) return;
    try {
      await updatePayPassword(token, locale, values.newPayPassword, values.confirmPayPassword);
      reset();
      setSaved(true);
      await client.invalidateQueries({ queryKey: ['account', 'details'] });
    } catch (error) {
      setRemote(remoteErrorText(error, tc('error')));
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
        <FormField
          label={t('newPin')}
          registration={register('newPayPassword', { deps: ['confirmPayPassword'] })}
          error={visibleError(formState, 'newPayPassword')}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
        />
        <FormField
          label={t('confirmPin')}
          registration={register('confirmPayPassword')}
          error={visibleError(formState, 'confirmPayPassword')}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
        />
        <button type="submit" className={formStyles.submit} disabled={!formState.isDirty || formState.isSubmitting || !formState.isValid}>
          {t('savePin')}
        </button>
      </form>
    </QueryState>
  );
}
