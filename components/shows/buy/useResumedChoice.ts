'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { formatPrice, isEnded, isPriceSoldOut, maxQuantity } from '@/lib/shows/rules';
import { usePendingChoice, usePendingChoiceReady, type PendingChoice } from '@/lib/stores/pending-choice';
import { formatShowTime } from '@/lib/text/dates';
import type { Performance, Show, ShowPrice } from '@/lib/ticketing/types';
import type { BuyMessage } from './useBuyFlow';

type Resume = {
  signedIn: boolean;
  show: Show | undefined;
  choose: (choice: { eventToken: string; priceId: number | null }) => void;
  addTickets: (event: Performance, price: ShowPrice, count: number) => Promise<boolean>;
  setMessage: (message: BuyMessage) => void;
};

/**
 * Back from the login a guest's Buy led to: that choice (kept in this tab for the way back), checked
 * again against the live show. Put in the cart once, as it was, if it still can be bought; else the
 * box says what changed, and nothing is added. Returns the number of tickets it put in the cart
 * (the box then leads on to the cart and checkout instead of offering the same tickets again), and
 * how to go back to choosing.
 */
export function useResumedChoice({ signedIn, show, choose, addTickets, setMessage }: Resume) {
  const t = useTranslations('Shows');
  const locale = useLocale();
  const ready = usePendingChoiceReady();
  const taken = useRef(false);
  const [inCart, setInCart] = useState<number | null>(null);

  async function resume(pending: PendingChoice, performances: Performance[], nonProfitLimit: number) {
    const event = performances.find((e) => e.eventToken === pending.eventToken);
    const price = event?.prices.find((p) => p.priceId === pending.priceId);
    if (!event || !price || isEnded(event)) {
      setMessage({ kind: 'error', text: t('choiceGone') });
      return;
    }
    const date = formatShowTime(event.showTime, locale);
    if (isPriceSoldOut(price) || pending.count > maxQuantity(price, nonProfitLimit)) {
      choose({ eventToken: event.eventToken, priceId: null });
      setMessage({
        kind: 'error',
        text: t('choiceSoldOut', { price: formatPrice(price.price), date, count: pending.count }),
      });
      return;
    }
    choose({ eventToken: event.eventToken, priceId: price.priceId });
    if (await addTickets(event, price, pending.count)) {
      setInCart(pending.count);
      setMessage({
        kind: 'ok',
        text: t('choiceAdded', { price: formatPrice(price.price), date, count: pending.count }),
      });
    }
  }

  useEffect(() => {
    if (!signedIn || !show || !ready || taken.current) return;
    taken.current = true;
    const pending = usePendingChoice.getState().take(show.projectToken);
    // the choice comes from this tab's storage (outside React), taken once: setting the box from it is the effect's job
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    if (pending) void resume(pending, show.performances, show.nonProfitLimit);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the show, the session and the tab's memory are known
  }, [signedIn, show, ready]);

  return { inCart, chooseAgain: () => setInCart(null) };
}
