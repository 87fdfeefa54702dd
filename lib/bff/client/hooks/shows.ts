'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { queryKeys } from '@/lib/query-keys';
import { readAvailability } from '../availability';
import { useBrowserQuery } from './browser-query';
import { callTicketing } from '../client';

/** Live show data (performances, prices, stock): the shared read every visitor gets, on every visit. */
export function useShow(projectToken: string | null) {
  const locale = useLocale();
  return useBrowserQuery({
    queryKey: queryKeys.show(locale, projectToken ?? ''),
    queryFn: ({ signal }) => readAvailability('show', locale, projectToken!, signal),
    staleTime: 0,
    refetchOnMount: 'always',
    enabled: Boolean(projectToken),
  });
}

export function useShowList() {
  const locale = useLocale();
  return useBrowserQuery({
    queryKey: queryKeys.showList(locale),
    queryFn: ({ signal }) => callTicketing('shows.list', locale, {}, { signal }),
    staleTime: 0,
  });
}

export function useShowTypes() {
  const locale = useLocale();
  return useBrowserQuery({
    queryKey: queryKeys.showTypes(locale),
    queryFn: ({ signal }) => callTicketing('shows.types', locale, {}, { signal }),
  });
}

export function useNearestDate() {
  const locale = useLocale();
  return useBrowserQuery({
    queryKey: queryKeys.nearestDate(),
    queryFn: ({ signal }) => callTicketing('shows.nearest', locale, {}, { signal }),
    staleTime: 0,
  });
}

export function useCalendarMonth(month: { year: number; month: number } | null) {
  const locale = useLocale();
  return useBrowserQuery({
    queryKey: queryKeys.calendar(month?.year ?? 0, month?.month ?? 0),
    queryFn: ({ signal }) => callTicketing('shows.calendar', locale, month!, { signal }),
    enabled: month !== null,
    staleTime: 0,
  });
}

/** How often an open seat map reads its seats again (the shared copy is a second old at most). */
export const SEAT_MAP_POLL_MS = 2000;

/**
 * A performance's seat map, read again every SEAT_MAP_POLL_MS while it is open and the tab is
 * seen (paused while hidden): a seat someone else takes turns grey within two seconds.
 */
export function useSeatMap(eventToken: string) {
  const locale = useLocale();
  return useBrowserQuery({
    queryKey: queryKeys.seats(locale, eventToken),
    queryFn: ({ signal }) => readAvailability('seats', locale, eventToken, signal),
    enabled: Boolean(eventToken),
    staleTime: 0,
    refetchInterval: SEAT_MAP_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** Tells the ticketing API which performance the visitor chose (spec section 7) before going on. */
export function useSelectPerformance() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (input: { projectToken: string; eventToken: string }) => callTicketing('shows.select', locale, input),
  });
}
