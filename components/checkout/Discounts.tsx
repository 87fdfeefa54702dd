'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Field } from '@/components/forms/Field';
import { Form } from '@/components/forms/Form';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useZodForm } from '@/components/forms/useZodForm';
import { useCoupons } from '@/lib/bff/client/hooks/account';
import { formatPrice } from '@/lib/shows/rules';
import type { Quote } from '@/lib/ticketing/types';
import { DISCOUNT_CODE_MAX } from '@/lib/validation/rules';
import { discountCodeSchema } from '@/lib/validation/schemas';
import buttonStyles from '@/components/ui/buttons.module.css';
import type { Applied, ApplyResult } from '@/lib/bff/client/hooks/checkout';
import styles from './Checkout.module.css';

type Props = {
  quote: Quote | undefined;
  applied: Applied;
  /** changes still waiting for the server's answer */
  pending: Partial<Applied> | null;
  apply: (patch: Partial<Applied>) => Promise<ApplyResult>;
};

/** An applied change's outcome under its field: the server's refusal, or "please refresh". */
function useOutcome() {
  const t = useTranslations('Checkout');
  const [error, setError] = useState<string | null>(null);
  const run = async (attempt: Promise<ApplyResult>, loadFailed: string) => {
    setError(null);
    const result = await attempt;
    if (!result.ok) setError(result.message ?? loadFailed);
    return result.ok;
  };
  return { error, setError, run, t };
}

/** Choose one of the member's usable coupons (status 2, not used, not expired). */
export function CouponPicker({ quote, applied, apply }: Props) {
  const { error, run, t } = useOutcome();
  const id = useId();
  const coupons = useCoupons(2, 1, 50);
  const usable = (coupons.data?.items ?? []).filter((c) => !c.used && !c.expired);
  const total = quote?.total ?? 0;
  return (
    <div className={styles.field} data-testid="coupon-picker">
      <label htmlFor={id}>{t('coupon')}</label>
      {coupons.isError ? (
        <p className={styles.fieldError} role="alert" data-testid="coupon-load-error">
          {t('couponsLoadFailed')}
        </p>
      ) : (
        <select
          id={id}
          className={styles.select}
          value={applied.couponCode ?? ''}
          disabled={coupons.isPending}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => void run(apply({ couponCode: e.target.value || null }), t('discountLoadFailed'))}
        >
          <option value="">
            {coupons.isPending ? t('loadingCoupons') : usable.length ? t('noCoupon') : t('noCoupons')}
          </option>
          {usable.map((c) => (
            <option key={c.code} value={c.code} disabled={total < c.minSpend}>
              {c.name}
              {c.minSpend > 0 ? ` · ${t('minSpend', { amount: formatPrice(c.minSpend) })}` : ''}
            </option>
          ))}
        </select>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError} role="alert" data-testid="coupon-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A discount code, applied or removed. */
export function DiscountCodeField({ applied, pending, apply }: Props) {
  const { error, setError, run, t } = useOutcome();
  // one field, checked when the code is applied
  const form = useZodForm(discountCodeSchema, { code: '' }, { mode: 'onSubmit' });
  const busy = pending !== null && 'discountCode' in pending;
  if (applied.discountCode) {
    return (
      <div className={styles.applied} data-testid="discount-applied">
        <span>{t('discountCodeApplied', { code: applied.discountCode })}</span>
        <button
          type="button"
          className={buttonStyles.textButton}
          onClick={() => void run(apply({ discountCode: null }), t('discountLoadFailed'))}
        >
          {t('removeDiscount')}
        </button>
        {error && (
          <p className={styles.fieldError} role="alert">
            {error}
          </p>
        )}
      </div>
    );
  }
  return (
    <Form
      form={form}
      className={styles.row}
      onSubmit={form.handleSubmit(
        async ({ code }) => {
          if (await run(apply({ discountCode: code }), t('discountLoadFailed'))) form.reset();
        },
        () => setError(null),
      )}
    >
      <Field
        name="code"
        label={t('discountCode')}
        layout="inline"
        errorTestId="discount-error"
        otherError={error ?? undefined}
        options={{ onChange: () => setError(null) }}
        maxLength={DISCOUNT_CODE_MAX}
        autoComplete="off"
      >
        <SubmitButton label={t('applyDiscount')} when="always" disabled={busy} className={buttonStyles.secondary} />
      </Field>
    </Form>
  );
}
