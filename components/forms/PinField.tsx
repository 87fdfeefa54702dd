'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { PIN_LENGTH } from '@/lib/validation/rules';
import { FormField } from './FormField';

type Props = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** a new pin being chosen (the browser may suggest one) or the member's own being typed */
  purpose?: 'new' | 'current';
};

/** The pay (pin) password: six digits, hidden, a numeric keypad on a phone. */
export function PinField({ label, registration, error, purpose = 'current' }: Props) {
  return (
    <FormField
      label={label}
      registration={registration}
      error={error}
      type="password"
      inputMode="numeric"
      autoComplete={purpose === 'new' ? 'new-password' : 'off'}
      maxLength={PIN_LENGTH}
    />
  );
}
