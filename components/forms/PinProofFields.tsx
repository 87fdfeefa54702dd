'use client';

import type { FieldValues, Path } from 'react-hook-form';
import { PhoneWithCode } from './PhoneWithCode';
import { PinField } from './PinField';

type Props<T extends FieldValues> = {
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
export function PinProofFields<T extends FieldValues>({ fields, bySms, labels }: Props<T>) {
  if (!bySms) return <PinField<T> name={fields.pin} label={labels.pin} />;
  return (
    <PhoneWithCode<T> phone={fields.phone} code={fields.code} labels={{ phone: labels.phone, code: labels.code }} />
  );
}
