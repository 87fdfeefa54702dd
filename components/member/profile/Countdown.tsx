'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { countdownText } from './format';
import styles from './Orders.module.css';

/** A live minutes:seconds countdown to the payment deadline; calls onExpire once at zero. */
export function Countdown({ deadline, onExpire }: { deadline: number; onExpire?: () => void }) {
  const t = useTranslations('Profile');
  const [now, setNow] = useState(() => Date.now());
  const expired = now >= deadline;
  useEffect(() => {
    if (expired) {
      onExpire?.();
      return;
    }
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expired, onExpire]);
  const time = countdownText(deadline, now);
  return (
    <p className={styles.countdown} data-testid="order-countdown">
      {/* the visible clock ticks every second; screen readers get it on demand, not every tick */}
      {t('countdown', { time })}
    </p>
  );
}
