'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/forms/Field';
import { Form } from '@/components/forms/Form';
import { formatShowTime } from '@/lib/text/dates';
import type { CartItem } from '@/lib/ticketing/types';
import {
  ID_CARD_LENGTH,
  realNameCounts,
  VIEWER_FIELD_ISSUES,
  type CheckoutIssue,
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
  /** the viewers' form: Pay submits it, so every field with a problem says it (the kit's rule) */
  form: UseFormReturn<ViewersValues, unknown, ViewersValues>;
  /** the viewers' problems; those a field carries are said at the field, the others above them */
  issues: CheckoutIssue[];
};

/**
 * The viewers of real-name tickets: one ticket alone is the member's own (their bound ID card);
 * two tickets need a name and an ID card each (one ticket per ID, at most 2 IDs per performance).
 * Each field says its problem once it was left or once Pay was pressed (which submits this form).
 */
export function ViewersForm({ items, idCardMasked, form, issues }: Props) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const counts = realNameCounts(items);
  if (counts.size === 0) return null;
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
      <IssueList issues={issues.filter((issue) => !VIEWER_FIELD_ISSUES.includes(issue))} testId="viewers-issues" />
      <Form form={form} onSubmit={form.handleSubmit(() => {})}>
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
              <Field<ViewersValues>
                name={`viewers.${eventId}.${i}.name`}
                label={t('viewerName')}
                autoComplete="off"
                maxLength={NAME_MAX}
              />
              <Field<ViewersValues>
                name={`viewers.${eventId}.${i}.idCard`}
                label={t('viewerIdCard')}
                autoComplete="off"
                maxLength={ID_CARD_LENGTH}
              />
            </fieldset>
          ));
        })}
      </Form>
    </section>
  );
}
