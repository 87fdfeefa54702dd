'use client';

import { useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { isPhone } from '@/lib/validation/rules';
import { CodeField } from './CodeField';
import { Field } from './Field';

type Props<T extends FieldValues> = {
  /** the phone number's field and the SMS code's */
  phone: Path<T>;
  code: Path<T>;
  labels: { phone: string; code: string; codeHint?: string };
  /**
   * `phone` (default): a phone number; `username`: the account's name, an e-mail or a phone number
   * (registration), which needs the code only when it is a phone number.
   */
  kind?: 'phone' | 'username';
};

/**
 * A phone number and the SMS code that proves it (points, the points account, registration). The
 * code's field, with its "Get code" button, shows once the number is one: "Get code" checks the
 * number first and says what is wrong with it, else sends the code to it.
 */
export function PhoneWithCode<T extends FieldValues>({ phone, code, labels, kind = 'phone' }: Props<T>) {
  const { control, trigger, getValues } = useFormContext<T>();
  const number = String(useWatch({ control, name: phone }) ?? '');
  const to = async () => ((await trigger(phone)) ? { phone: String(getValues(phone)).trim() } : null);
  return (
    <>
      <Field<T>
        name={phone}
        label={labels.phone}
        {...(kind === 'phone' ? { inputMode: 'tel', autoComplete: 'tel' } : { autoComplete: 'username' })}
      />
      {isPhone(number) && <CodeField<T> name={code} label={labels.code} hint={labels.codeHint} to={to} />}
    </>
  );
}
