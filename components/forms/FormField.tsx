'use client';

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './forms.module.css';

/** What an input may take besides what the form gives it (its name and handlers). */
export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'onBlur'>;

/** How a field is laid out: `stacked` (label, input, hint, message line); `inline`: beside what follows it. */
export type FieldLook = {
  /**
   * `inline`: the label over the input, what the field holds (its button) beside it in the form's
   * row, and the message, an alert, under both once there is one
   */
  layout?: 'stacked' | 'inline';
  /** the message's test id (`field-error` unless said) */
  errorTestId?: string;
};

type Props = FieldLook & {
  label: string;
  registration: UseFormRegisterReturn;
  /** the field's message, already filtered to "touched or submitted" by the form */
  error?: string;
  hint?: string;
  /** what is happening to the value (a check in progress), said where its message would be */
  status?: string;
  multiline?: boolean;
  children?: ReactNode;
} & InputProps;

/**
 * The look of a field (forms use `Field`, which gives it the form's registration and message):
 * a labelled input whose error is announced and tied to it with aria-describedby. The line of its
 * message is always there, empty until there is something to say (issue 34): a message appearing
 * when the field is left (a click elsewhere) moves nothing below it from under the pointer, so a
 * link or button below is reached with one click.
 */
export function FormField({
  label,
  registration,
  error,
  hint,
  status,
  multiline = false,
  layout = 'stacked',
  errorTestId = 'field-error',
  children,
  ...input
}: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: styles.input,
    ...registration,
  } as const;
  if (layout === 'inline')
    return (
      <>
        <div className={styles.inline}>
          <label htmlFor={id}>{label}</label>
          <input {...input} {...common} />
        </div>
        {children}
        {error && (
          <p id={errorId} className={styles.inlineError} role="alert" data-testid={errorTestId}>
            {error}
          </p>
        )}
      </>
    );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        {multiline ? <textarea {...common} rows={4} /> : <input {...input} {...common} />}
        {children}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <p
        id={errorId}
        className={error ? styles.error : styles.message}
        data-testid={error ? errorTestId : undefined}
        role={!error && status ? 'status' : undefined}
      >
        {error ?? status}
      </p>
    </div>
  );
}
