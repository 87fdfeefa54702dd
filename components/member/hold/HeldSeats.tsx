'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { holdClock, holdStage } from '@/lib/shows/hold';
import { useClock } from './useClock';

type Props = {
  /** the API's payment deadline of the order (ms since the epoch) */
  deadline: number;
  /** runs once when the hold ends (the order's lists are read again) */
  onEnd?: () => void;
  className?: string;
  /**
   * the header's badge: the words around the time take this class (a small phone hides them but for
   * screen readers, so the badge fits beside the account and cart), and an ended hold says so briefly
   */
  wordsClassName?: string;
  short?: boolean;
};

/**
 * "Your seats are held for 14:32": the time left of an order's hold, to the API's deadline. The
 * clock ticks on screen; a polite live region speaks only when 5 minutes, then 1 minute are left,
 * and when the hold has ended, which is then said plainly. Shown after mount (the browser's clock).
 */
export function HeldSeats({ deadline, onEnd, className, wordsClassName, short = false }: Props) {
  const t = useTranslations('Hold');
  const now = useClock();
  const stage = now === null ? null : holdStage(deadline, now);
  const ended = stage === 'ended';
  useEffect(() => {
    if (ended) onEnd?.();
  }, [ended, onEnd]);
  return (
    <div className={className} data-testid="held-seats" data-stage={stage ?? 'pending'}>
      {now !== null && (
        <span data-testid="held-seats-text">
          {ended
            ? t(short ? 'endedShort' : 'ended')
            : t.rich('heldFor', {
                time: holdClock(deadline, now),
                words: (chunks) => <span className={wordsClassName}>{chunks}</span>,
              })}
        </span>
      )}
      <span className="visually-hidden" role="status">
        {stage === 'fiveLeft' || stage === 'oneLeft' || stage === 'ended' ? t(stage) : ''}
      </span>
    </div>
  );
}
