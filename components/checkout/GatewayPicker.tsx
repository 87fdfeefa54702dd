'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useGateways } from '@/lib/bff/client/hooks/checkout';
import { preselectedGateway, useLastGateway } from '@/lib/stores/checkout-memory';
import type { Applied, ApplyResult } from '@/lib/bff/client/hooks/checkout';
import styles from './Checkout.module.css';

type Props = {
  applied: Applied;
  /** a change being applied: the chosen gateway shows at once */
  pending: Partial<Applied> | null;
  apply: (patch: Partial<Applied>) => Promise<ApplyResult>;
  showRequired: boolean;
};

/** The payment gateways, in reversed order (spec section 7), with UnionPay's 10% off note. */
export function GatewayPicker({ applied, pending, apply, showRequired }: Props) {
  const t = useTranslations('Checkout');
  const [error, setError] = useState<string | null>(null);
  /** the member's last pick: a refusal of an earlier one, answered late, is not news any more */
  const lastPick = useRef<string | null>(null);
  const chosen = pending && 'payGateway' in pending ? pending.payGateway : applied.payGateway;
  const gateways = useGateways();
  const preselected = useRef(false);
  const remembered = useLastGateway();

  const applyGateway = async (code: string) => {
    lastPick.current = code;
    const result = await apply({ payGateway: code });
    if (!result.ok && lastPick.current === code) setError(result.message ?? t('discountLoadFailed'));
  };

  // the method this browser paid with last, once the methods are known (never over a choice)
  useEffect(() => {
    if (preselected.current || !gateways.data || remembered === undefined || chosen) return;
    preselected.current = true;
    const code = preselectedGateway(
      gateways.data.map((g) => g.code),
      remembered,
    );
    if (code) void applyGateway(code);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the methods and this browser's memory are known
  }, [gateways.data, remembered]);

  return (
    <fieldset
      className={styles.gateways}
      data-testid="gateways"
      aria-describedby={showRequired && !chosen ? 'gateway-required' : undefined}
    >
      <legend>{t('paymentMethod')}</legend>
      {gateways.isPending && <p role="status">{t('loadingGateways')}</p>}
      {gateways.isError && (
        <p className={styles.fieldError} role="alert">
          {t('gatewaysLoadFailed')}
        </p>
      )}
      {gateways.data?.map((g) => (
        <label key={g.code} className={styles.gateway} data-testid="gateway">
          <input
            type="radio"
            name="payGateway"
            value={g.code}
            checked={chosen === g.code}
            onChange={() => {
              setError(null);
              void applyGateway(g.code);
            }}
          />
          {/* the gateway's own small logo, a data URL from the API: nothing for next/image to optimise */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          {g.icon && <img src={g.icon} alt="" width={32} height={32} />}
          <span>{g.name}</span>
          {g.code === 'unionpay' && <span className={styles.gatewayNote}>{t('unionPayNote')}</span>}
        </label>
      ))}
      {showRequired && !chosen && (
        <p id="gateway-required" className={styles.fieldError} role="alert">
          {t('issue_paymentMethod')}
        </p>
      )}
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
