'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useStoreHydrated } from '@/lib/stores/hydration';
import { useQueueSound } from '@/lib/stores/queue-sound';
import { notificationPermission } from './turn-alerts';
import styles from './QueueLine.module.css';

/**
 * The visitor's choices for their turn: a sound (off by default, remembered) and a system
 * notification, asked for only when they press the button; the button is hidden where
 * notifications are unsupported or were refused. Rendered after mount (storage and permissions
 * are the browser's), so the server's HTML has no part of it.
 */
export function TurnAlerts() {
  const t = useTranslations('Queue');
  const sound = useQueueSound();
  const soundRead = useStoreHydrated(useQueueSound);
  const [permission, setPermission] = useState<NotificationPermission | null>(null);

  useEffect(() => {
    void useQueueSound.persist.rehydrate();
    // the browser's permission is known only here, after mount
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPermission(notificationPermission());
  }, []);

  if (!soundRead) return null;
  const ask = async () => setPermission(await Notification.requestPermission());
  return (
    <div className={styles.alerts} data-testid="turn-alerts">
      <h2 className={styles.alertsTitle}>{t('alertsTitle')}</h2>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={sound.on}
        onClick={() => sound.setOn(!sound.on)}
        data-testid="turn-sound"
      >
        {t('soundLabel')}
        <span className={styles.toggleState}>{sound.on ? t('soundOn') : t('soundOff')}</span>
      </button>
      {permission === 'default' && (
        <button type="button" className={styles.toggle} onClick={() => void ask()} data-testid="turn-notify">
          {t('notifyAsk')}
        </button>
      )}
      {permission === 'granted' && <p className={styles.note}>{t('notifyOn')}</p>}
    </div>
  );
}
