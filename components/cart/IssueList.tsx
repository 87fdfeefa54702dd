'use client';

import { useTranslations } from 'next-intl';
import type { CheckoutIssue } from '@/lib/validation/checkout';
import pageStyles from '@/components/ui/purchase-page.module.css';

/** The rules a cart or an order breaks, each with its message (Checkout namespace). */
export function IssueList({
  issues,
  testId = 'rule-issues',
  id,
}: {
  issues: CheckoutIssue[];
  testId?: string;
  id?: string;
}) {
  const t = useTranslations('Checkout');
  if (issues.length === 0) return null;
  return (
    <ul className={pageStyles.issues} role="alert" data-testid={testId} id={id}>
      {issues.map((issue) => (
        <li key={issue}>{t(`issue_${issue}`)}</li>
      ))}
    </ul>
  );
}
