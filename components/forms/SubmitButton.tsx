'use client';

import { useFormContext, useFormState } from 'react-hook-form';
import styles from './forms.module.css';

type Props = {
  label: string;
  /** said while the form is being sent (else the label stays) */
  pendingLabel?: string;
  /** `changed-valid` (default): usable once something was typed and every rule holds; `valid`: once every rule holds (a form filled in for the member); `always`: the submit itself shows what is wrong */
  when?: 'changed-valid' | 'valid' | 'always';
  /** another reason to wait (a check against the server, a step under way) */
  disabled?: boolean;
  className?: string;
  'data-testid'?: string;
};

/** The form's submit button: unusable while the form is sent or not ready to be. */
export function SubmitButton({
  label,
  pendingLabel,
  when = 'changed-valid',
  disabled = false,
  className,
  ...rest
}: Props) {
  const { control } = useFormContext();
  const { isDirty, isSubmitting, isValid } = useFormState({ control });
  const notReady = (when === 'changed-valid' && !isDirty) || (when !== 'always' && !isValid);
  return (
    <button
      type="submit"
      className={className ?? styles.submit}
      disabled={disabled || isSubmitting || notReady}
      data-testid={rest['data-testid']}
    >
      {isSubmitting && pendingLabel ? pendingLabel : label}
    </button>
  );
}
