'use client';

import { useTranslations } from 'next-intl';
import { useHandoff, useResolveHandoff } from '@/lib/bff/client/hooks/session';
import { ConfirmDialog } from './profile/ConfirmDialog';

/**
 * A `?token=` link was opened (issues 22 and 29): it never logs anyone in by itself. The visitor
 * is told whose account the link is for and chooses: continue as that member, or stay as they
 * are (logged in as themselves, or a guest). Staying is the safe default (Escape, or closing the
 * dialog). Continuing reloads the page as that member.
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
  const offered = waiting.data.offered || t('anotherAccount');
  const guest = waiting.data.current === null;
  const names = { current: waiting.data.current || t('anotherAccount'), offered };
  return (
    <ConfirmDialog
      open
      title={guest ? t('handoffTitle') : t('switchTitle')}
      text={guest ? t('handoffText', { offered }) : t('switchText', names)}
      confirmLabel={guest ? t('handoffContinue', { offered }) : t('switchTo', names)}
      cancelLabel={guest ? t('handoffStay') : t('switchKeep', names)}
      busy={resolve.isPending}
      error={resolve.isError ? tc('error') : null}
      onConfirm={() => choose('offered')}
      onCancel={() => choose('current')}
    />
  );
}
