'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import buttonStyles from '@/components/ui/buttons.module.css';
import styles from './Checkout.module.css';

type Props = { open: boolean; onConfirm: () => void; onClose: () => void };

/**
 * The checkout notice (spec section 9): the theatre's rules and the real-name purchase rules,
 * to be read and confirmed. A modal <dialog> (the page behind is inert, Escape closes, focus
 * returns) that fits the screen with its buttons always in view. While part of the text is still
 * below, a fade and a line say so, and the main button reads "Read on": it scrolls the text down.
 * Once the end has been reached it becomes the confirm button. It is never a disabled button.
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

  const readOn = () => {
    const el = body.current;
    if (!el) return;
    const reduce =
      typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ top: Math.max(80, el.clientHeight * 0.8), behavior: reduce ? 'auto' : 'smooth' });
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
      <div
        ref={body}
        className={styles.noticeBody}
        data-more={!read || undefined}
        onScroll={check}
        tabIndex={0}
        role="region"
        aria-label={t('noticeTitle')}
        data-testid="notice-body"
      >
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
      <p className={read ? styles.noticeRead : styles.noticeCue} aria-live="polite" data-testid="notice-cue">
        {read ? t('noticeAllRead') : t('scrollToRead')}
      </p>
      <div className={styles.dialogActions}>
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          {t('noticeBack')}
        </button>
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={read ? onConfirm : readOn}
          data-testid="notice-confirm"
          data-read={read}
        >
          {read ? t('noticeConfirm') : t('noticeReadOn')}
        </button>
      </div>
    </dialog>
  );
}
