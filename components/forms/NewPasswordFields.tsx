'use client';

import { useTranslations } from 'next-intl';
import type { FieldValues, Path } from 'react-hook-form';
import { Field } from './Field';

type Props<T extends FieldValues> = {
  /** the form's fields for the new password and its confirmation */
  password: Path<T>;
  confirm: Path<T>;
  /** the first field's label: "Password" when registering, "New password" when resetting */
  label: string;
};

/** A new password typed twice, with the password rules as a hint; the confirmation rechecks the pair. */
export function NewPasswordFields<T extends FieldValues>({ password, confirm, label }: Props<T>) {
  const t = useTranslations('Member');
  return (
    <>
      <Field<T> name={password} label={label} hint={t('passwordHint')} type="password" autoComplete="new-password" />
      <Field<T>
        name={confirm}
        label={t('confirmPassword')}
        options={{ deps: [password] }}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
