'use client';

import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { queryKeys } from '@/lib/query-keys';
import type { Member, PersonalInfoInput, PinCheck } from '@/lib/ticketing/types';
import { useBrowserQuery } from './browser-query';
import { callTicketing, type InputOf } from '../client';
import { useSignedIn } from './session';

/** The account screens' lists and writes; idle for a guest. */

function useMemberQueries() {
  return { signedIn: useSignedIn(), locale: useLocale() };
}

export function useCoupons(status: 1 | 2, page: number, pageSize = 6) {
  const { signedIn, locale } = useMemberQueries();
  return useBrowserQuery({
    queryKey: queryKeys.coupons(locale, status, page, pageSize),
    queryFn: ({ signal }) => callTicketing('account.coupons', locale, { status, page, pageSize }, { signal }),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

export function usePointRecords(dataType: 1 | 2, page: number) {
  const { signedIn, locale } = useMemberQueries();
  return useBrowserQuery({
    queryKey: queryKeys.points(locale, dataType, page),
    queryFn: ({ signal }) => callTicketing('account.points', locale, { dataType, page }, { signal }),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

export function useMedals() {
  const { signedIn, locale } = useMemberQueries();
  return useBrowserQuery({
    queryKey: queryKeys.medals(locale),
    queryFn: ({ signal }) => callTicketing('account.medals', locale, {}, { signal }),
    enabled: signedIn,
  });
}

export function useOrders(page: number) {
  const { signedIn, locale } = useMemberQueries();
  return useBrowserQuery({
    queryKey: queryKeys.orders(locale, page),
    queryFn: ({ signal }) => callTicketing('orders.list', locale, { page }, { signal }),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

export function useOrder(orderToken: string) {
  const { signedIn, locale } = useMemberQueries();
  return useBrowserQuery({
    queryKey: queryKeys.order(locale, orderToken),
    queryFn: ({ signal }) => callTicketing('orders.get', locale, { orderToken }, { signal }),
    enabled: signedIn,
  });
}

/**
 * The member's newest order still waiting for payment, whose seats the API holds until its
 * deadline (the header shows the time left): from the first page of their orders.
 */
export function useHeldOrder(): { orderToken: string; deadline: number } | null {
  const held = useOrders(1).data?.items.find((order) => order.status === 'created' && order.deadline);
  return held ? { orderToken: held.orderToken, deadline: held.deadline! } : null;
}

/** At an order's payment deadline the server abolishes it: its lists and the order are read again. */
export function useOrderDeadlinePassed(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: queryKeys.orderLists() }), [client]);
}

export function useCancelOrder() {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderToken: string) => callTicketing('orders.cancel', locale, { orderToken }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.memberAll() }),
  });
}

/** A write that answers the member's new data: the one member query takes it as is. */
function useMemberWrite<I>(write: (input: I, locale: Locale) => Promise<Member>) {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => write(input, locale),
    onSuccess: (member) => client.setQueryData(queryKeys.member(locale), member),
  });
}

export function useUpdateMember() {
  return useMemberWrite((input: PersonalInfoInput, locale) => callTicketing('account.update', locale, input));
}

export function useOpenPointsAccount() {
  return useMemberWrite((input: PinCheck, locale) => callTicketing('account.openPoints', locale, input));
}

export function useSetPin() {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'account.setPin'>) => callTicketing('account.setPin', locale, input),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.member(locale) }),
  });
}

/** Confirms a points redemption with the pin or an SMS code. */
export function useCheckPin() {
  const locale = useLocale();
  return useMutation({ mutationFn: (input: PinCheck) => callTicketing('account.checkPin', locale, input) });
}
