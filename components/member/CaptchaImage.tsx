'use client';

import { useTranslations } from 'next-intl';
import type { Captcha } from '@/lib/ticketing/types';
import styles from '@/components/forms/forms.module.css';

type Props = { captcha: Captcha | null; loadState: 'loading' | 'ready' | 'failed'; onReload: () => void };

/** The captcha picture; a click loads a new one. */
export function CaptchaImage({ captcha, loadState, onReload }: Props) {
  const t = useTranslations('Member');
  return (
    <button
      type="button"
      className={styles.captchaButton}
      onClick={onReload}
      aria-label={t('captchaReload')}
      data-testid="captcha-image"
      data-captcha-token={captcha?.token ?? ''}
    >
      {loadState === 'ready' && captcha ? (
        // a base64 data URL from the server: next/image has nothing to optimise here
        // eslint-disable-next-line @next/next/no-img-element
        <img src={captcha.image} alt={t('captchaImage')} width={120} height={40} />
      ) : loadState === 'failed' ? (
        t('captchaFailed')
      ) : (
        t('captchaLoading')
      )}
    </button>
  );
}
