'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { ValidationMessages } from '@/lib/validation/messages';

/** The spec's validation messages in the page's language, for the zod schemas. */
export function useValidationMessages(): ValidationMessages {
  const t = useTranslations('Validation');
  return useMemo(
    () => ({
      required: t('required'),
      incorrectEmail: t('incorrectEmail'),
      phone: t('phone'),
      credentials: t('credentials'),
      maxLength: (max: number) => t('maxLength', { max }),
      minLength: (min: number) => t('minLength', { min }),
      exactLength: (length: number) => t('exactLength', { length }),
      number: t('number'),
      passwordRule: t('passwordRule'),
      passwordMatch: t('passwordMatch'),
      pinRequired: t('pinRequired'),
      pinMatch: t('pinMatch'),
      discountCodeRequired: t('discountCodeRequired'),
      pointsInvalid: t('pointsInvalid'),
      pointsTooMany: (max: number) => t('pointsTooMany', { max }),
    }),
    [t],
  );
}
