'use client';

import type { FieldValues, Path, RegisterOptions } from 'react-hook-form';
import { PIN_LENGTH } from '@/lib/validation/rules';
import { Field } from './Field';

type Props<T extends FieldValues> = {
  name: Path<T>;
  label: string;
  /** a new pin being chosen (the browser may suggest one) or the member's own being typed */
  purpose?: 'new' | 'current';
  options?: RegisterOptions<T, Path<T>>;
};

/** The pay (pin) password: six digits, hidden, a numeric keypad on a phone. */
export function PinField<T extends FieldValues>({ name, label, purpose = 'current', options }: Props<T>) {
  return (
    <Field<T>
      name={name}
      label={label}
      options={options}
      type="password"
      inputMode="numeric"
      autoComplete={purpose === 'new' ? 'new-password' : 'off'}
      maxLength={PIN_LENGTH}
    />
  );
}
