'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAddToCart } from '@/lib/bff/client/hooks/cart';
import { useSignedIn } from '@/lib/bff/client/hooks/session';
import { useSelectPerformance } from '@/lib/bff/client/hooks/shows';
import { usePendingChoice } from '@/lib/stores/pending-choice';
import { nextStep } from '@/lib/shows/rules';
import type { Performance, ShowPrice } from '@/lib/ticketing/types';
import { useErrorText } from '@/components/forms/remote-error';
import { useBuyNavigation } from './useBuyNavigation';

export type BuyMessage = { kind: 'ok' | 'error'; text: string };

/**
 * Buying (spec section 4's buy flow): a seated show goes to the seat map of the chosen
 * performance; non-seat tickets go into a member's cart (the performance chosen first), and a guest
 * goes to the login with the choice kept for the way back. What happened is the box's message.
 */
export function useBuyFlow(projectToken: string) {
  const t = useTranslations('Shows');
  const errorText = useErrorText();
  const signedIn = useSignedIn();
  const navigation = useBuyNavigation();
  const select = useSelectPerformance();
  const add = useAddToCart(projectToken);
  const [message, setMessage] = useState<BuyMessage | null>(null);

  /** Non-seat tickets into the member's cart; false (and the reason said) when that failed. */
  async function addTickets(event: Performance, price: ShowPrice, count: number): Promise<boolean> {
    try {
      await select.mutateAsync({ projectToken, eventToken: event.eventToken });
      await add.mutateAsync([{ eventId: event.eventToken, superGoodId: price.superGoodId, goodCount: count }]);
      return true;
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error) });
      return false;
    }
  }

  async function buy(seated: boolean, event: Performance, price: ShowPrice | null, count: number) {
    setMessage(null);
    const step = nextStep(seated, signedIn);
    if (step.kind === 'login') {
      if (price)
        usePendingChoice.getState().save({ projectToken, eventToken: event.eventToken, priceId: price.priceId, count });
      navigation.toLogin(projectToken);
      return;
    }
    if (step.kind === 'seats') {
      try {
        await select.mutateAsync({ projectToken, eventToken: event.eventToken });
        navigation.toSeats(projectToken, event.eventToken);
      } catch (error) {
        setMessage({ kind: 'error', text: errorText(error) });
      }
      return;
    }
    if (price && (await addTickets(event, price, count))) setMessage({ kind: 'ok', text: t('added') });
  }

  return { signedIn, busy: select.isPending || add.isPending, message, setMessage, addTickets, buy };
}
