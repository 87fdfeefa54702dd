'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { takePendingChoice, type PendingChoice } from '@/lib/cart/pending-choice';
import { formatPrice, isEnded, isPriceSoldOut, maxQuantity } from '@/lib/shows/rules';
import { formatShowTime } from '@/lib/text/dates';
import type { Performance, Show, ShowPrice } from '@/lib/ticketing/types';
import type { BuyMessage } from './useBuyFlow';

type Resume = {
  signedIn: boolean;
  show: Show | undefined;
  choose: (choice: { eventToken: string; priceId: number | null }, count?: number) => void;
  addTickets: (event: Performance, price: ShowPrice, count: number) => Promise<boolean>;
  setMessage: (message: BuyMessage) => void;
};

/**
 * Back from the login a guest's Buy led to: that choice (kept in this tab for the way back), checked
 * again against the live show. Put in the cart as it was if it still can be bought; else the box
 * says what changed, and nothing is added.
 */
export function useResumedChoice({ signedIn, show, choose, addTickets, setMessage }: Resume) {
  const t = useTranslations('Shows');
  const locale = useLocale();
  const taken = useRef(false);

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
    choose({ eventToken: event.eventToken, priceId: price.priceId }, pending.count);
    if (await addTickets(event, price, pending.count)) {
      setMessage({
        kind: 'ok',
        text: t('choiceAdded', { price: formatPrice(price.price), date, count: pending.count }),
      });
    }
  }

  useEffect(() => {
    if (!signedIn || !show || taken.current) return;
    taken.current = true;
    const pending = takePendingChoice(show.projectToken);
    // the choice comes from sessionStorage (outside React), read once: setting the box from it here is the effect's job
    if (pending) void resume(pending, show.performances, show.nonProfitLimit);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the show and the session are known
  }, [signedIn, show]);
}
