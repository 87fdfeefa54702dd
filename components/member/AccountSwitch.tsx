'use client';

import { useTranslations } from 'next-intl';
import { useHandoff, useResolveHandoff } from '@/lib/bff/client/hooks/session';
import { ConfirmDialog } from './profile/ConfirmDialog';

/**
 * A `?token=` link was opened while another member was logged in here (issue 22): rather than
 * switching accounts silently, the visitor chooses. Keeping the current account is the safe
 * default (Escape, or closing the dialog). Switching reloads the page as the other member.
 */
export function AccountSwitch({ onDone }: { onDone: () => void }) {
  const t = useTranslations('Member');
  const tc = useTranslations('Common');
  const waiting = useHandoff(true);
  const resolve = useResolveHandoff();
  const choose = (keep: 'current' | 'offered') =>
    resolve.mutate(keep, {
      onSuccess: ({ switched }) => (switched ? window.location.reload() : onDone()),
    });
  if (!waiting.data) return null;
  const names = {
    current: waiting.data.current || t('anotherAccount'),
    offered: waiting.data.offered || t('anotherAccount'),
  };
  return (
    <ConfirmDialog
      open
      title={t('switchTitle')}
      text={t('switchText', names)}
      confirmLabel={t('switchTo', names)}
      cancelLabel={t('switchKeep', names)}
      busy={resolve.isPending}
      error={resolve.isError ? tc('error') : null}
      onConfirm={() => choose('offered')}
      onCancel={() => choose('current')}
    />
  );
}
