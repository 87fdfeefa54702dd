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
        aria-label={t('shareFacebook')}
      >
        <span aria-hidden="true">f</span>
      </a>
      <a
        className={styles.link}
        href={`https://twitter.com/intent/tweet?url=${u}&text=${text}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('shareTwitter')}
      >
        <span aria-hidden="true">𝕏</span>
      </a>
      <a
        className={styles.link}
        href={`https://service.weibo.com/share/share.php?url=${u}&title=${text}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('shareWeibo')}
      >
        {/* the services' own marks, in their own script; the link's name says where it shares */}
        <span aria-hidden="true" lang="zh-Hans">
          微
        </span>
      </a>
      <span className={styles.wechat}>
        <button
          ref={buttonRef}
          type="button"
          className={styles.link}
          aria-label={t('shareWechat')}
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
        >
          <span aria-hidden="true" lang="zh-Hans">
            信
          </span>
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
