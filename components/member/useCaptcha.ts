'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useCheckCaptcha, useNewCaptcha } from '@/lib/bff/client/hooks/session';
import type { Captcha } from '@/lib/ticketing/types';
import { useErrorText } from '@/components/forms/remote-error';

export type CaptchaCheck = { state: 'idle' | 'checking' | 'valid' | 'invalid'; message?: string };

/** An answer is checked once the member stops typing for this long (or leaves the field). */
export const CAPTCHA_CHECK_DELAY_MS = 800;
/** Shorter answers are not checked while typing (a wrong check spends the captcha); leaving the field checks any. */
const CHECK_WHILE_TYPING_FROM = 4;

/**
 * The login captcha: loaded on mount, reloaded on demand (the old one is spent), and checked
 * against the server when the member pauses or leaves the field; valid only on the server's yes.
 * Its length is the backend's business (issue 20). A wrong answer spends the captcha on the
 * server, which answers the next one: the picture changes and the member types again.
 */
export function useCaptcha(answer: string) {
  const errorText = useErrorText();
  const { mutateAsync: create } = useNewCaptcha();
  const { mutateAsync: verify } = useCheckCaptcha();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [loadState, setLoadState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [check, setCheck] = useState<CaptchaCheck>({ state: 'idle' });
  const current = useRef<Captcha | null>(null);
  const checkSeq = useRef(0);
  /** the answer last sent for the current captcha: never sent twice */
  const checked = useRef<string | null>(null);
  /** a new captcha on its way: an answer typed meanwhile is checked against the new one */
  const loading = useRef<Promise<void>>(Promise.resolve());

  const show = useCallback((next: Captcha | null) => {
    current.current = next;
    checked.current = null;
    setCaptcha(next);
  }, []);

  const reload = useCallback(() => {
    setLoadState('loading');
    checkSeq.current += 1;
    checked.current = null; // whatever was checked was for the captcha being replaced
    setCheck({ state: 'idle' });
    loading.current = create(current.current?.token ?? null).then(
      (next) => {
        show(next);
        setLoadState('ready');
      },
      () => {
        show(null);
        setLoadState('failed');
      },
    );
    return loading.current;
  }, [create, show]);

  const checkNow = useCallback(
    async (value: string) => {
      await loading.current;
      const token = current.current?.token;
      if (!token || !value || checked.current === value) return;
      checked.current = value;
      const seq = ++checkSeq.current;
      setCheck({ state: 'checking' });
      try {
        const result = await verify({ token, answer: value });
        if (seq !== checkSeq.current) return;
        if (result.valid) return setCheck({ state: 'valid' });
        if (result.next) {
          show(result.next);
          checked.current = value; // the same wrong answer is not tried on the next captcha
        }
        setCheck({ state: 'invalid', message: result.message });
      } catch (error) {
        if (seq === checkSeq.current) setCheck({ state: 'invalid', message: errorText(error) });
      }
    },
    [verify, show, errorText],
  );

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loading the first captcha is the effect's purpose
    void reload();
  }, [reload]);

  useEffect(() => {
    if (answer === checked.current) return;
    checkSeq.current += 1;
    setCheck({ state: 'idle' }); // a changed answer is not checked yet
    if (answer.length < CHECK_WHILE_TYPING_FROM) return;
    const timer = window.setTimeout(() => void checkNow(answer), CAPTCHA_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [answer, checkNow]);

  return { captcha, loadState, check, reload, checkNow };
}
