'use client';

import type { ReactNode } from 'react';
import {
  get,
  useFormContext,
  useFormState,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
} from 'react-hook-form';
import { FormField, type FieldLook, type InputProps } from './FormField';

type Props<T extends FieldValues> = FieldLook & {
  /** the form's field (a dotted path for a nested one: `viewers.E1.0.name`) (its value, rules and message come from the form around it) */
  name: Path<T>;
  label: string;
  hint?: string;
  /** a message from elsewhere (a check against the server), shown when the field's own rules have none */
  otherError?: string;
  /** what is happening to the value (a check in progress), said where its message would be */
  status?: string;
  /** what `register` takes besides the schema's rules: `deps`, an `onBlur` */
  options?: RegisterOptions<T, Path<T>>;
  multiline?: boolean;
  children?: ReactNode;
} & InputProps;

/**
 * A field of the form it sits in (`Form`): its label, input, hint and message, registered under
 * `name`. Its message shows once the field was left or the form submitted (spec section 5).
 */
export function Field<T extends FieldValues>({ name, otherError, options, ...rest }: Props<T>) {
  const { register } = useFormContext<T>();
  const error = useVisibleError<T>(name) ?? otherError;
  return <FormField {...rest} registration={register(name, options)} error={error} />;
}

/** A field's message, only once the member touched the field (or tried to submit). */
export function useVisibleError<T extends FieldValues>(name: Path<T>): string | undefined {
  const { control } = useFormContext<T>();
  const { errors, touchedFields, isSubmitted } = useFormState({ control, name });
  const touched = get(touchedFields, name) as boolean | undefined;
  if (!touched && !isSubmitted) return undefined;
  const message = (get(errors, name) as FieldErrors[string])?.message;
  return typeof message === 'string' ? message : undefined;
}
