import type { FieldErrors, FieldValues, FormState, Path } from 'react-hook-form';

/** A field's message, only once the member touched the field (or tried to submit). */
export function visibleError<T extends FieldValues>(state: FormState<T>, name: Path<T>): string | undefined {
  const touched = (state.touchedFields as Record<string, boolean | undefined>)[name];
  if (!touched && !state.isSubmitted) return undefined;
  const error = (state.errors as FieldErrors)[name];
  return typeof error?.message === 'string' ? error.message : undefined;
}
