'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import { formatShowTime } from '@/lib/text/dates';
import type { CartItem } from '@/lib/ticketing/types';
import { ID_CARD_PATTERN, realNameCounts, type CheckoutIssue, type ViewerInput } from '@/lib/validation/checkout';
import { IssueList } from '../cart/IssueList';
import { CHECKOUT_SECTIONS } from './issue-focus';
import cartStyles from '../cart/Cart.module.css';
import styles from './Checkout.module.css';

type Props = {
  items: CartItem[];
  idCardMasked: string;
  viewers: Record<string, ViewerInput[]>;
  onChange: (eventId: string, index: number, viewer: ViewerInput) => void;
  showErrors: boolean;
  /** the viewers' problems, shown above the fields they are about */
  issues: CheckoutIssue[];
};

/**
 * The viewers of real-name tickets: one ticket alone is the member's own (their bound ID card);
 * two tickets need a name and an ID card each (one ticket per ID, at most 2 IDs per performance).
 */
export function ViewersForm({ items, idCardMasked, viewers, onChange, showErrors, issues }: Props) {
  const t = useTranslations('Checkout');
  const locale = useLocale() as Locale;
  const counts = realNameCounts(items);
  if (counts.size === 0) return null;
  return (
    <section className={`${cartStyles.show} ${styles.section}`} aria-labelledby="viewers-title" data-testid="viewers" id={CHECKOUT_SECTIONS.viewers}>
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
              {idCardMasked ? t('viewerSelf', { show: when, card: idCardMasked }) : t('viewerSelfUnbound', { show: when })}
            </p>
          );
        }
        return Array.from({ length: Math.min(count, 2) }, (_, i) => {
          const v = viewers[eventId]?.[i] ?? { name: '', idCard: '' };
          const nameMissing = showErrors && !v.name.trim();
          const cardBad = showErrors && !ID_CARD_PATTERN.test(v.idCard.trim());
          return (
            <fieldset key={`${eventId}-${i}`} className={styles.viewer}>
              <legend>{t('viewerN', { n: i + 1, show: when })}</legend>
              <div className={styles.field}>
                <label htmlFor={`viewer-${eventId}-${i}-name`}>{t('viewerName')}</label>
                <input
                  id={`viewer-${eventId}-${i}-name`}
                  className={styles.input}
                  value={v.name}
                  maxLength={50}
                  autoComplete="off"
                  aria-invalid={nameMissing || undefined}
                  aria-describedby={nameMissing ? 'viewers-issues' : undefined}
                  onChange={(e) => onChange(eventId, i, { ...v, name: e.target.value })}
                />
              </div>
              <div className={styles.field}>
                <label htmlFor={`viewer-${eventId}-${i}-card`}>{t('viewerIdCard')}</label>
                <input
                  id={`viewer-${eventId}-${i}-card`}
                  className={styles.input}
                  value={v.idCard}
                  maxLength={18}
                  autoComplete="off"
                  aria-invalid={cardBad || undefined}
                  aria-describedby={cardBad ? 'viewers-issues' : undefined}
                  onChange={(e) => onChange(eventId, i, { ...v, idCard: e.target.value })}
                />
              </div>
            </fieldset>
          );
        });
      })}
    </section>
  );
}
