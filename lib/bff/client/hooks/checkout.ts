'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { callTicketing, type InputOf } from '../client';
import { ticketingKeys } from '../keys';

export function useSubmitOrder() {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'checkout.submit'>) => callTicketing('checkout.submit', locale, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ticketingKeys.carts() }),
  });
}

export function useGateways() {
  const locale = useLocale();
  return useQuery({
    queryKey: ticketingKeys.gateways(locale),
    queryFn: ({ signal }) => callTicketing('checkout.gateways', locale, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}
