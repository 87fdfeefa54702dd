'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { formatShowTime } from '@/lib/text/dates';
import type { CartItem } from '@/lib/ticketing/types';
import {
  ID_CARD_LENGTH,
  realNameCounts,
  type CheckoutIssue,
  type ViewerInput,
  type ViewersValues,
} from '@/lib/validation/checkout';
import { NAME_MAX } from '@/lib/validation/rules';
import { IssueList } from '../cart/IssueList';
import { CHECKOUT_SECTIONS } from './issue-focus';
import pageStyles from '@/components/ui/purchase-page.module.css';
import styles from './Checkout.module.css';

type Props = {
  items: CartItem[];
  idCardMasked: string;
  form: UseFormReturn<ViewersValues, unknown, ViewersValues>;
  /** the viewers' problems, shown above the fields they are about */
  issues: CheckoutIssue[];
};

/**
 * The viewers of real-name tickets: one ticket alone is the member's own (their bound ID card);
 * two tickets need a name and an ID card each (one ticket per ID, at most 2 IDs per performance).
 * The fields a problem is about are marked invalid once left or once Pay was pressed.
 */
export function ViewersForm({ items, idCardMasked, form, issues }: Props) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const { register, formState, getFieldState } = form;
  const counts = realNameCounts(items);
  if (counts.size === 0) return null;
  const field = (eventId: string, i: number, name: keyof ViewerInput) => {
    const path = `viewers.${eventId}.${i}.${name}` as const;
    const invalid = getFieldState(path, formState).invalid;
    return {
      id: `viewer-${eventId}-${i}-${name}`,
      className: styles.input,
      autoComplete: 'off',
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? 'viewers-issues' : undefined,
      ...register(path),
    };
  };
  return (
    <section
      className={`${pageStyles.show} ${styles.section}`}
      aria-labelledby="viewers-title"
      data-testid="viewers"
      id={CHECKOUT_SECTIONS.viewers}
    >
      <h2 id="viewers-title" className={styles.sectionTitle}>
        {t('viewers')}
      </h2>
      <IssueList issues={issues} testId="viewers-issues" id="viewers-issues" />
      {[...counts].map(([eventId, count]) => {
        const item = items.find((i) => i.eventId === eventId)!;
        const when = `${item.projectName} · ${formatShowTime(item.showTime, locale)}`;
        if (count < 2) {
          return (
            <p key={eventId}>
              {idCardMasked
                ? t('viewerSelf', { show: when, card: idCardMasked })
                : t('viewerSelfUnbound', { show: when })}
            </p>
          );
        }
        return Array.from({ length: Math.min(count, 2) }, (_, i) => (
          <fieldset key={`${eventId}-${i}`} className={styles.viewer}>
            <legend>{t('viewerN', { n: i + 1, show: when })}</legend>
            <div className={styles.field}>
              <label htmlFor={`viewer-${eventId}-${i}-name`}>{t('viewerName')}</label>
              <input {...field(eventId, i, 'name')} maxLength={NAME_MAX} />
            </div>
            <div className={styles.field}>
              <label htmlFor={`viewer-${eventId}-${i}-idCard`}>{t('viewerIdCard')}</label>
              <input {...field(eventId, i, 'idCard')} maxLength={ID_CARD_LENGTH} />
            </div>
          </fieldset>
        ));
      })}
    </section>
  );
}
