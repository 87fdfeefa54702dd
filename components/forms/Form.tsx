'use client';

import type { FormHTMLAttributes } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import styles from './forms.module.css';

type Props<T extends FieldValues, Out extends FieldValues> = {
  form: UseFormReturn<T, unknown, Out>;
  /** the server's refusal, said above the fields (nothing typed is lost) */
  remote?: string | null;
  remoteTestId?: string;
  'data-testid'?: string;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'noValidate'>;

/**
 * A form whose fields (`Field`, `SubmitButton` and the groups built on them) take their
 * registration, messages and state from `form`. The browser's own checks are off: the schema's
 * messages, in the page's language, say what is wrong.
 */
export function Form<T extends FieldValues, Out extends FieldValues>({
  form,
  remote,
  remoteTestId,
  className = styles.form,
  children,
  ...props
}: Props<T, Out>) {
  return (
    <FormProvider {...form}>
      <form className={className} noValidate {...props}>
        {remote && (
          <p className={styles.remote} role="alert" data-testid={remoteTestId}>
            {remote}
          </p>
        )}
        {children}
      </form>
    </FormProvider>
  );
}
