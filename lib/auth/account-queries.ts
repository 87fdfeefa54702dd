'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import {
  cancelOrder,
  fetchAccount,
  fetchCoupons,
  fetchMedals,
  fetchOrder,
  fetchOrders,
  fetchPointRecords,
} from './account';
import { useAuth } from './store';

/** React Query hooks of the account screens; idle without a token. Keys start with 'account'. */

function useSession() {
  const token = useAuth((s) => s.token);
  const locale = useLocale() as Locale;
  return { token, locale };
}

export function useAccount() {
  const { token, locale } = useSession();
  return useQuery({
    queryKey: ['account', 'details', token, locale],
    queryFn: () => fetchAccount(token!, locale),
    enabled: Boolean(token),
  });
}

export function useOrders(page: number) {
  const { token, locale } = useSession();
  return useQuery({
    queryKey: ['account', 'orders', token, locale, page],
    queryFn: () => fetchOrders(token!, locale, page),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(orderToken: string) {
  const { token, locale } = useSession();
  return useQuery({
    queryKey: ['account', 'order', token, locale, orderToken],
    queryFn: () => fetchOrder(token!, locale, orderToken),
    enabled: Boolean(token),
  });
}

export function useCancelOrder() {
  const { token, locale } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderToken: string) => cancelOrder(token!, locale, orderToken),
    onSuccess: () => client.invalidateQueries({ queryKey: ['account'] }),
  });
}

export function useCoupons(status: 1 | 2, page: number) {
  const { token, locale } = useSession();
  return useQuery({
    queryKey: ['account', 'coupons', token, locale, status, page],
    queryFn: () => fetchCoupons(token!, locale, status, page),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function usePointRecords(dataType: 1 | 2, page: number) {
  const { token, locale } = useSession();
  return useQuery({
    queryKey: ['account', 'points', token, locale, dataType, page],
    queryFn: () => fetchPointRecords(token!, locale, dataType, page),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function useMedals() {
  const { token, locale } = useSession();
  return useQuery({
    queryKey: ['account', 'medals', token, locale],
    queryFn: () => fetchMedals(token!, locale),
    enabled: Boolean(token),
  });
}
