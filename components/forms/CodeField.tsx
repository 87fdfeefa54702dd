'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useSendCode, type CodeRecipient } from '@/lib/bff/client/hooks/session';
import { SMS_CODE_LENGTH } from '@/lib/validation/rules';
import { Field } from './Field';
import { useErrorText } from './remote-error';
import styles from './forms.module.css';

/** How long "Get code" waits before another code may be asked for (the code itself lasts longer). */
export const RESEND_SECONDS = 60;

type Props<T extends FieldValues> = {
  name: Path<T>;
  label: string;
  hint?: string;
  /**
   * Where to send the code (a phone number by SMS, an address by e-mail), or null to send nothing:
   * the form checks its phone or e-mail field here (and so shows that field's message).
   */
  to: () => Promise<CodeRecipient | null>;
};

/**
 * A verification code with its "Get code" button: sends through the site's route (which limits
 * sends per number or address and per visitor), says it was sent or why not, and waits a minute
 * before another send.
 */
export function CodeField<T extends FieldValues>({ name, label, hint, to }: Props<T>) {
  const t = useTranslations('Member');
  const errorText = useErrorText();
  const sending = useSendCode();
  const [outcome, setOutcome] = useState<{ sent: boolean; text: string } | null>(null);
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    setOutcome(null);
    const recipient = await to();
    if (!recipient) return;
    try {
      await sending.mutateAsync(recipient);
      setOutcome({ sent: true, text: t('codeSent') });
      setWait(RESEND_SECONDS);
    } catch (failure) {
      setOutcome({ sent: false, text: errorText(failure) });
    }
  };

  return (
    <>
      <Field<T>
        name={name}
        label={label}
        hint={hint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_LENGTH}
      >
        <button
          type="button"
          className={styles.secondary}
          onClick={() => void send()}
          disabled={sending.isPending || wait > 0}
        >
          {wait > 0 ? t('resendIn', { seconds: wait }) : t('sendCode')}
        </button>
      </Field>
      {outcome && (
        <p className={outcome.sent ? styles.status : styles.remote} role={outcome.sent ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
    </>
  );
}
