'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field } from '@/components/forms/Field';
import { Form } from '@/components/forms/Form';
import { useErrorText } from '@/components/forms/remote-error';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useZodForm } from '@/components/forms/useZodForm';
import { useUpdateMember } from '@/lib/bff/client/hooks/account';
import { useMember } from '@/lib/bff/client/hooks/session';
import type { Member } from '@/lib/ticketing/types';
import { personalInfoSchema } from '@/lib/validation/schemas';
import { QueryState } from './QueryState';
import formStyles from '@/components/forms/forms.module.css';
import styles from './PersonalInformation.module.css';

export function PersonalInformation() {
  const account = useMember();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const t = useTranslations('Profile');
  return (
    <QueryState isPending={account.isPending} isError={account.isError} isEmpty={!account.data}>
      {account.data &&
        (editing ? (
          <PersonalInformationForm
            account={account.data}
            onDone={() => {
              setEditing(false);
              setSaved(true);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <>
            {saved && (
              <p className={formStyles.success} role="status">
                {t('saved')}
              </p>
            )}
            <PersonalInformationView account={account.data} />
            <button
              type="button"
              className={styles.primaryButton}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t('edit')}
            </button>
          </>
        ))}
    </QueryState>
  );
}

function PersonalInformationView({ account }: { account: Member }) {
  const t = useTranslations('Profile');
  const rows: [string, string][] = [
    [t('userName'), account.userName],
    [t('userEmail'), account.userEmail],
    [t('userTel'), account.userTel],
    [t('userAddress'), account.userAddress],
    [t('level'), account.levelName],
    [t('idCard'), account.idCardMasked],
  ];
  return (
    <dl className={styles.infoList} data-testid="personal-information">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || <span className={styles.muted}>{t('notSet')}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

function PersonalInformationForm({
  account,
  onDone,
  onCancel,
}: {
  account: Member;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('Profile');
  const errorText = useErrorText();
  const update = useUpdateMember();
  const [remote, setRemote] = useState<string | null>(null);
  const form = useZodForm(personalInfoSchema, {
    userName: account.userName,
    userTel: account.userTel,
    userAddress: account.userAddress,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setRemote(null);
    try {
      await update.mutateAsync(values);
      onDone();
    } catch (error) {
      // the values stay in the form: nothing typed is lost
      setRemote(errorText(error));
    }
  });

  return (
    <Form form={form} onSubmit={onSubmit} remote={remote} data-testid="personal-information-form">
      <Field name="userName" label={t('userName')} autoComplete="name" />
      <Field name="userTel" label={t('userTel')} inputMode="tel" autoComplete="tel" />
      <Field name="userAddress" label={t('userAddress')} multiline />
      <div className={styles.actions}>
        <SubmitButton label={t('save')} pendingLabel={t('saving')} />
        <button type="button" className={formStyles.secondary} onClick={onCancel}>
          {t('cancelEdit')}
        </button>
      </div>
    </Form>
  );
}
