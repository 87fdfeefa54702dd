'use client';

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PhoneWithCode } from './PhoneWithCode';
import { PinField } from './PinField';
import { visibleError } from './visible-error';

type Props<T extends FieldValues, Out extends FieldValues> = {
  form: UseFormReturn<T, unknown, Out>;
  /** the form's fields for the pin, the phone number and the SMS code */
  fields: { pin: Path<T>; phone: Path<T>; code: Path<T> };
  /** proved by an SMS code to the member's phone, else by the pin */
  bySms: boolean;
  labels: { pin: string; phone: string; code: string };
};

/**
 * The member proves it is them (spec section 4: a points redemption, a pin change): the pin, or
 * a phone number with the SMS code sent to it.
 */
export function PinProofFields<T extends FieldValues, Out extends FieldValues>({
  form,
  fields,
  bySms,
  labels,
}: Props<T, Out>) {
  if (!bySms) {
    return (
      <PinField
        label={labels.pin}
        registration={form.register(fields.pin)}
        error={visibleError(form.formState, fields.pin)}
      />
    );
  }
  return (
    <PhoneWithCode
      form={form}
      phone={fields.phone}
      code={fields.code}
      labels={{ phone: labels.phone, code: labels.code }}
    />
  );
}
