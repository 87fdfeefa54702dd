'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { checkCaptcha, requestCaptcha, type Captcha } from '@/lib/auth/api';
import { CAPTCHA_LENGTH } from '@/lib/validation/rules';

export type CaptchaCheck = { state: 'idle' | 'checking' | 'valid' | 'invalid'; message?: string };

/**
 * The login captcha: loaded on mount, reloaded on demand (the old one is spent), and checked
 * against the server whenever a full-length answer is typed. Valid only on a code 200 answer.
 */
export function useCaptcha(locale: Locale, answer: string) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [loadState, setLoadState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [check, setCheck] = useState<CaptchaCheck>({ state: 'idle' });
  const current = useRef<Captcha | null>(null);
  const checkSeq = useRef(0);

  const reload = useCallback(async () => {
    setLoadState('loading');
    checkSeq.current += 1;
    setCheck({ state: 'idle' });
    try {
      const next = await requestCaptcha(current.current?.token);
      current.current = next;
      setCaptcha(next);
      setLoadState('ready');
    } catch {
      current.current = null;
      setCaptcha(null);
      setLoadState('failed');
    }
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loading the first captcha is the effect's purpose
    void reload();
  }, [reload]);

  useEffect(() => {
    const token = captcha?.token;
    const seq = ++checkSeq.current;
    if (!token || answer.length !== CAPTCHA_LENGTH) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- an answer of the wrong length is simply not checked
      setCheck({ state: 'idle' });
      return;
    }
    setCheck({ state: 'checking' });
    checkCaptcha(token, answer, locale).then(
      () => seq === checkSeq.current && setCheck({ state: 'valid' }),
      (error: unknown) =>
        seq === checkSeq.current &&
        setCheck({ state: 'invalid', message: error instanceof Error ? error.message : String(error) }),
    );
  }, [answer, captcha?.token, locale]);

  return { captcha, loadState, check, reload };
}
