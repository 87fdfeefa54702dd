'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import cartStyles from '../cart/Cart.module.css';
import styles from './Checkout.module.css';

type Props = { open: boolean; onConfirm: () => void; onClose: () => void };

/**
 * The checkout notice (spec section 9): the theatre's rules and the real-name purchase rules.
 * A modal <dialog> (the page behind is inert, Escape closes, focus returns); the confirm button
 * works once the whole text has been scrolled through.
 */
export function NoticeDialog({ open, onConfirm, onClose }: Props) {
  const t = useTranslations('Checkout');
  const ref = useRef<HTMLDialogElement | null>(null);
  const body = useRef<HTMLDivElement | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [read, setRead] = useState(false);
  const titleId = useId();

  const check = () => {
    const el = body.current;
    if (el && el.scrollTop + el.clientHeight >= el.scrollHeight - 8) setRead(true);
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement as HTMLElement | null;
      setRead(false);
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      body.current?.scrollTo?.({ top: 0 });
      check();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      returnFocus.current?.focus();
    }
  }, [open]);

  const theatre = ['rule_entry', 'rule_children', 'rule_refund', 'rule_nonProfit', 'rule_quantity'] as const;
  const realName = ['rule_oneId', 'rule_twoIds', 'rule_bringId', 'rule_bindId'] as const;

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      data-testid="checkout-notice"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className={styles.dialogTitle}>
        {t('noticeTitle')}
      </h2>
      <div ref={body} className={styles.noticeBody} onScroll={check} tabIndex={0} role="region" aria-label={t('noticeTitle')} data-testid="notice-body">
        <h3>{t('theatreRules')}</h3>
        <ul>
          {theatre.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <h3>{t('realNameRules')}</h3>
        <ul>
          {realName.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p className={styles.noticeEnd}>{t('noticeEnd')}</p>
      </div>
      {!read && <p className={cartStyles.note}>{t('scrollToRead')}</p>}
      <div className={styles.dialogActions}>
        <button type="button" className={cartStyles.secondary} onClick={onClose}>
          {t('noticeBack')}
        </button>
        <button type="button" className={cartStyles.primary} disabled={!read} onClick={onConfirm} data-testid="notice-confirm">
          {t('noticeConfirm')}
        </button>
      </div>
    </dialog>
  );
}
