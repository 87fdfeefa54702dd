'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { ValidationMessages } from '@/lib/validation/messages';
import type { z } from '@/lib/validation/zod';
import { useValidationMessages } from './useValidationMessages';

/**
 * A form on React Hook Form checked by one of lib/validation's zod schemas, in the page's language:
 * `schema` is the schema, or its factory taking the localized messages. Errors are checked once a
 * field was left (spec section 5: shown only after the field was touched), unless `options` says
 * otherwise; `options` never replaces the resolver or the defaults.
 */
export function useZodForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In> | ((messages: ValidationMessages) => z.ZodType<Out, In>),
  defaultValues: DefaultValues<In>,
  options: Omit<UseFormProps<In, unknown, Out>, 'resolver' | 'defaultValues'> = {},
): UseFormReturn<In, unknown, Out> {
  const messages = useValidationMessages();
  const resolved = useMemo(() => (typeof schema === 'function' ? schema(messages) : schema), [schema, messages]);
  return useForm<In, unknown, Out>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver<In, unknown, Out>(resolved),
    defaultValues,
  });
}
