'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCancelOrder, useOrderDeadlinePassed } from '@/lib/bff/client/hooks/account';
import type { Locale } from '@/lib/i18n/routing';
import type { Order } from '@/lib/ticketing/types';
import { payHref as paymentPage, paymentReturnUrl } from '@/lib/url/payment';
import { useErrorText } from '@/components/forms/remote-error';
import { ConfirmDialog } from './ConfirmDialog';
import { Countdown } from './Countdown';
import styles from './Orders.module.css';

/** A created order: countdown, Pay (its payUrl, back to this order) and Cancel after confirmation. */
export function OrderActions({ order, locale }: { order: Order; locale: Locale }) {
  const t = useTranslations('Profile');
  const errorText = useErrorText();
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  const expired = useOrderDeadlinePassed();
  if (order.status !== 'created') return null;

  const payHref = () => {
    if (!order.payUrl) return '#';
    return paymentPage(order.payUrl, paymentReturnUrl(window.location.origin, locale, order.orderToken));
  };

  return (
    <div className={styles.orderActions}>
      {order.deadline && <Countdown deadline={order.deadline} onExpire={expired} />}
      {order.payUrl && (
        <a
          className={styles.primaryButton}
          href={order.payUrl}
          onClick={(event) => {
            event.preventDefault();
            window.location.assign(payHref());
          }}
        >
          {t('pay')}
        </a>
      )}
      <button type="button" className={styles.secondaryButton} onClick={() => setConfirming(true)}>
        {t('cancel')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('cancelTitle')}
        text={t('cancelText')}
        confirmLabel={t('cancelConfirm')}
        cancelLabel={t('cancelKeep')}
        busy={cancel.isPending}
        error={cancel.isError ? errorText(cancel.error) : null}
        onCancel={() => {
          setConfirming(false);
          cancel.reset();
        }}
        onConfirm={() => cancel.mutate(order.orderToken, { onSuccess: () => setConfirming(false) })}
      />
    </div>
  );
}
