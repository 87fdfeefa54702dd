'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useCheckPin } from '@/lib/bff/hooks/account';
import { useMember, useSendSmsCode } from '@/lib/bff/hooks/session';
import { formatPrice } from '@/lib/shows/rules';
import type { Quote } from '@/lib/ticketing/types';
import { useErrorText } from '../member/remote-error';
import { PIN_LENGTH, SMS_CODE_LENGTH, isPhone } from '@/lib/validation/rules';
import { OpenPointsAccount } from '../member/profile/OpenPointsAccount';
import cartStyles from '../cart/Cart.module.css';
import type { Applied, ApplyResult } from './useCheckout';
import styles from './Checkout.module.css';

type Props = { quote: Quote | undefined; applied: Applied; pending: Partial<Applied> | null; apply: (patch: Partial<Applied>) => Promise<ApplyResult> };

/** 100 points pay ￥1. */
export const POINTS_PER_YUAN = 100;

/**
 * Points deduction: the points account must be open first (pin or SMS code), and each redemption
 * is confirmed by the redemption (pin) password or an SMS code (spec section 4).
 */
export function PointsRedeem({ quote, applied, pending, apply }: Props) {
  const t = useTranslations('Checkout');
  const tc = useTranslations('Common');
  const errorText = useErrorText();
  const account = useMember();
  const checkPin = useCheckPin();
  const sms = useSendSmsCode();
  const [points, setPoints] = useState('');
  const [method, setMethod] = useState<1 | 2>(1);
  const [pin, setPin] = useState('');
  const [phone, setPhone] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = checkPin.isPending || (pending !== null && 'points' in pending);
  const id = useId();

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
  const mobile = phone ?? account.data.userTel;

  if (applied.points > 0) {
    return (
      <div className={styles.applied} data-testid="points-applied">
        <span>{t('pointsApplied', { points: applied.points, amount: formatPrice(applied.points / POINTS_PER_YUAN) })}</span>
        <button
          type="button"
          className={cartStyles.textButton}
          onClick={async () => {
            const result = await apply({ points: 0 });
            if (!result.ok) setError(result.message ?? t('pointsLoadFailed'));
          }}
        >
          {t('removePoints')}
        </button>
      </div>
    );
  }

  const submit = async () => {
    setError(null);
    const wanted = Number(points);
    if (!Number.isInteger(wanted) || wanted < 1) return setError(t('pointsInvalid'));
    if (wanted > max) return setError(t('pointsTooMany', { max }));
    if (method === 1 && !new RegExp(`^\\d{${PIN_LENGTH}}$`).test(pin)) return setError(t('pinNeeded'));
    if (method === 2 && (!isPhone(mobile) || !new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(code))) return setError(t('smsNeeded'));
    try {
      await checkPin.mutateAsync(method === 1 ? { validateType: 1, payPassword: pin } : { validateType: 2, mobileNumber: mobile, payVerifyCode: code });
      const result = await apply({ points: wanted });
      if (!result.ok) setError(result.message ?? t('pointsLoadFailed'));
      else {
        setPin('');
        setCode('');
        setPoints('');
      }
    } catch (e) {
      setError(errorText(e, t('pointsLoadFailed')));
    }
  };

  return (
    <div className={styles.section} data-testid="points-redeem">
      <p className={cartStyles.note}>
        {t('pointsBalance', { points: quote?.availablePoints ?? account.data.points, max, rate: POINTS_PER_YUAN })}
      </p>
      {max > 0 && (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-points`}>{t('pointsToUse')}</label>
            <input
              id={`${id}-points`}
              className={styles.input}
              inputMode="numeric"
              value={points}
              onChange={(e) => setPoints(e.target.value.replace(/\D/g, ''))}
            />
          </div>
          <fieldset className={styles.radios}>
            <legend className="visually-hidden">{t('confirmWith')}</legend>
            <label>
              <input type="radio" name={`${id}-method`} checked={method === 1} onChange={() => setMethod(1)} /> {t('byPin')}
            </label>
            <label>
              <input type="radio" name={`${id}-method`} checked={method === 2} onChange={() => setMethod(2)} /> {t('bySms')}
            </label>
          </fieldset>
          {method === 1 ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-pin`}>{t('pin')}</label>
              <input id={`${id}-pin`} className={styles.input} type="password" inputMode="numeric" maxLength={PIN_LENGTH} value={pin} onChange={(e) => setPin(e.target.value)} />
            </div>
          ) : (
            <div className={styles.row}>
              <div className={styles.field}>
                <label htmlFor={`${id}-phone`}>{t('mobile')}</label>
                <input id={`${id}-phone`} className={styles.input} inputMode="tel" value={mobile} onChange={(e) => setPhone(e.target.value)} />
              </div>
              <button
                type="button"
                className={cartStyles.secondary}
                onClick={async () => {
                  setSent(null);
                  if (!isPhone(mobile)) return setError(t('smsNeeded'));
                  try {
                    await sms.mutateAsync(mobile);
                    setSent(t('codeSent'));
                  } catch (e) {
                    setError(errorText(e, t('pointsLoadFailed')));
                  }
                }}
              >
                {t('sendCode')}
              </button>
              <div className={styles.field}>
                <label htmlFor={`${id}-code`}>{t('smsCode')}</label>
                <input id={`${id}-code`} className={styles.input} inputMode="numeric" autoComplete="one-time-code" maxLength={SMS_CODE_LENGTH} value={code} onChange={(e) => setCode(e.target.value)} />
              </div>
            </div>
          )}
          {sent && (
            <p className={styles.ok} role="status">
              {sent}
            </p>
          )}
          <div>
            <button type="button" className={cartStyles.secondary} disabled={busy} onClick={() => void submit()} data-testid="use-points">
              {t('usePoints')}
            </button>
          </div>
        </>
      )}
      {error && (
        <p className={styles.fieldError} role="alert" data-testid="points-error">
          {error}
        </p>
      )}
    </div>
  );
}
