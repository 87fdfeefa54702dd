'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './FormField';
import { PinField } from './PinField';
import { SmsCodeField } from './SmsCodeField';

export type ProofField = 'payPassword' | 'mobileNumber' | 'payVerifyCode';

type Props = {
  /** the form's registration of a field, and its visible message */
  field: (name: ProofField) => { registration: UseFormRegisterReturn; error: string | undefined };
  /** proved by an SMS code to the member's phone, else by the pin */
  bySms: boolean;
  labels: { pin: string; mobile: string; smsCode: string };
  /** the phone number to send the code to, or null (the form shows its field's message) */
  phone: () => Promise<string | null>;
};

/**
 * The member proves it is them (spec section 4: a points redemption, a pin change): the pin, or
 * a phone number with the SMS code sent to it. The fields of any form whose values hold these three.
 */
export function PinProofFields({ field, bySms, labels, phone }: Props) {
  if (!bySms) return <PinField label={labels.pin} {...field('payPassword')} />;
  return (
    <>
      <FormField label={labels.mobile} {...field('mobileNumber')} inputMode="tel" autoComplete="tel" />
      <SmsCodeField label={labels.smsCode} {...field('payVerifyCode')} phone={phone} />
    </>
  );
}
