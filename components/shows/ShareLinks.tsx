'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styles from './ShareLinks.module.css';

// The QR code library loads only when the WeChat panel opens.
const QRCodeSVG = dynamic(() => import('qrcode.react').then((m) => m.QRCodeSVG), { ssr: false });

const noSubscribe = () => () => undefined;

/** Facebook, Twitter and Weibo share links, and a WeChat QR code of the show's share URL. */
export function ShareLinks({ path, title }: { path: string; title: string }) {
  const t = useTranslations('Shows');
  const origin = useSyncExternalStore(
    noSubscribe,
    () => window.location.origin,
    () => '',
  );
  const url = `${origin}${path}`;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return (
    <div className={styles.share}>
      <span className={styles.label}>{t('share')}</span>
      <a
        className={styles.link}
        href={`https://www.facebook.com/sharer/sharer.php?u=${u}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        <ShareMark mark="f" label={t('shareFacebook')} />
      </a>
      <a
        className={styles.link}
        href={`https://twitter.com/intent/tweet?url=${u}&text=${text}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        <ShareMark mark="𝕏" label={t('shareTwitter')} />
      </a>
      <a
        className={styles.link}
        href={`https://service.weibo.com/share/share.php?url=${u}&title=${text}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        <ShareMark mark="微" chinese label={t('shareWeibo')} />
      </a>
      <span className={styles.wechat}>
        <button
          ref={buttonRef}
          type="button"
          className={styles.link}
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
        >
          <ShareMark mark="信" chinese label={t('shareWechat')} />
        </button>
        {open && (
          <span className={styles.qr} role="group" aria-label={t('shareWechat')} data-testid="wechat-qr">
            <QRCodeSVG value={url} size={140} />
            <span>{t('wechatHint')}</span>
          </span>
        )}
      </span>
    </div>
  );
}

/**
 * A service's mark (the services' own, in their own script), then where the control shares in
 * visually hidden words: the control is named by what it shows first (WCAG 2.5.3 Label in Name).
 */
function ShareMark({ mark, label, chinese = false }: { mark: string; label: string; chinese?: boolean }) {
  return (
    <>
      <span lang={chinese ? 'zh-Hans' : undefined}>{mark}</span>
      <span className="visually-hidden"> {label}</span>
    </>
  );
}
