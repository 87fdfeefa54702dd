'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Field } from '@/components/forms/Field';
import { Form } from '@/components/forms/Form';
import { PinProofFields } from '@/components/forms/PinProofFields';
import { useErrorText } from '@/components/forms/remote-error';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useZodForm } from '@/components/forms/useZodForm';
import { useCheckPin } from '@/lib/bff/client/hooks/account';
import { useMember } from '@/lib/bff/client/hooks/session';
import { formatPrice } from '@/lib/shows/rules';
import type { Quote } from '@/lib/ticketing/types';
import type { ValidationMessages } from '@/lib/validation/messages';
import { pointsRedeemSchema } from '@/lib/validation/schemas';
import { OpenPointsAccount } from '@/components/member/OpenPointsAccount';
import buttonStyles from '@/components/ui/buttons.module.css';
import pageStyles from '@/components/ui/purchase-page.module.css';
import type { Applied, ApplyResult } from '@/lib/bff/client/hooks/checkout';
import formStyles from '@/components/forms/forms.module.css';
import styles from './Checkout.module.css';

type Props = {
  quote: Quote | undefined;
  applied: Applied;
  pending: Partial<Applied> | null;
  apply: (patch: Partial<Applied>) => Promise<ApplyResult>;
};

/** 100 points pay ￥1. */
export const POINTS_PER_YUAN = 100;

/**
 * Points deduction: the points account must be open first (pin or SMS code), and each redemption
 * is confirmed by the redemption (pin) password or an SMS code (spec section 4).
 */
export function PointsRedeem({ quote, applied, pending, apply }: Props) {
  const t = useTranslations('Checkout');
  const tc = useTranslations('Common');
  const account = useMember();
  const [error, setError] = useState<string | null>(null);

  if (account.isError) {
    return (
      <p className={styles.fieldError} role="alert" data-testid="points-load-error">
        {t('pointsLoadFailed')}
      </p>
    );
  }
  if (!account.data) return <p role="status">{tc('loading')}</p>;
  if (!account.data.pointsAccountOpened) {
    return (
      <div data-testid="points-closed">
        <p>{t('pointsNeedAccount')}</p>
        <OpenPointsAccount />
      </div>
    );
  }

  const max = quote?.maxDeductionPoint ?? 0;
  const alert = error && (
    <p className={styles.fieldError} role="alert" data-testid="points-error">
      {error}
    </p>
  );

  if (applied.points > 0) {
    return (
      <div className={styles.applied} data-testid="points-applied">
        <span>
          {t('pointsApplied', { points: applied.points, amount: formatPrice(applied.points / POINTS_PER_YUAN) })}
        </span>
        <button
          type="button"
          className={buttonStyles.textButton}
          onClick={async () => {
            setError(null);
            const result = await apply({ points: 0 });
            if (!result.ok) setError(result.message ?? t('pointsLoadFailed'));
          }}
        >
          {t('removePoints')}
        </button>
        {alert}
      </div>
    );
  }

  return (
    <div className={styles.section} data-testid="points-redeem">
      <p className={pageStyles.note}>
        {t('pointsBalance', { points: quote?.availablePoints ?? account.data.points, max, rate: POINTS_PER_YUAN })}
      </p>
      {max > 0 && (
        <RedeemForm
          max={max}
          defaultPhone={account.data.userTel}
          busy={pending !== null && 'points' in pending}
          apply={apply}
          setError={setError}
        />
      )}
      {alert}
    </div>
  );
}

type FormProps = {
  max: number;
  defaultPhone: string;
  busy: boolean;
  apply: Props['apply'];
  setError: (message: string | null) => void;
};

/** How many points, confirmed by the pin or an SMS code; the points are applied once confirmed. */
function RedeemForm({ max, defaultPhone, busy, apply, setError }: FormProps) {
  const t = useTranslations('Checkout');
  const errorText = useErrorText();
  const checkPin = useCheckPin();
  const schema = useCallback((messages: ValidationMessages) => pointsRedeemSchema(messages, max), [max]);
  const form = useZodForm(schema, {
    points: '',
    validateType: '1',
    payPassword: '',
    mobileNumber: defaultPhone,
    payVerifyCode: '',
  });
  const { register, handleSubmit, control, reset } = form;
  const method = useWatch({ control, name: 'validateType' });
  const id = useId();

  const onSubmit = handleSubmit(async (v) => {
    setError(null);
    try {
      await checkPin.mutateAsync(
        v.validateType === '1'
          ? { validateType: 1, payPassword: v.payPassword }
          : { validateType: 2, mobileNumber: v.mobileNumber, payVerifyCode: v.payVerifyCode },
      );
      const result = await apply({ points: v.points });
      if (!result.ok) setError(result.message ?? t('pointsLoadFailed'));
      else reset();
    } catch (e) {
      setError(errorText(e, t('pointsLoadFailed')));
    }
  });

  return (
    <Form form={form} className={styles.section} onSubmit={onSubmit}>
      <Field name="points" label={t('pointsToUse')} inputMode="numeric" autoComplete="off" />
      <fieldset className={formStyles.choices}>
        <legend className="visually-hidden">{t('confirmWith')}</legend>
        <label>
          <input type="radio" value="1" {...register('validateType')} id={`${id}-pin`} /> {t('byPin')}
        </label>
        <label>
          <input type="radio" value="2" {...register('validateType')} id={`${id}-sms`} /> {t('bySms')}
        </label>
      </fieldset>
      <PinProofFields
        fields={{ pin: 'payPassword', phone: 'mobileNumber', code: 'payVerifyCode' }}
        bySms={method === '2'}
        labels={{ pin: t('pin'), phone: t('mobile'), code: t('smsCode') }}
      />
      <div>
        {/* the submit says what is wrong with the points or the proof */}
        <SubmitButton
          label={t('usePoints')}
          when="always"
          disabled={busy}
          className={buttonStyles.secondary}
          data-testid="use-points"
        />
      </div>
    </Form>
  );
}
