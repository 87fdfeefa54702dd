'use client';

import {
  useQuery,
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useHydrated } from '@/lib/stores/hydration';

/**
 * Every query of the site's browser half: React Query's `useQuery`, except in the render that
 * hydrates the server's HTML, where it answers as it did on the server: no data yet, fetching when
 * enabled. The server knows nothing of what the browser asks for itself (this browser's session,
 * its cart, live stock); a part of the page that hydrates late finds those answers in the cache
 * already, and rendering them then would differ from the server's HTML (React's #418). The next
 * render, at once, shows them.
 */
export function useBrowserQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  const hydrated = useHydrated();
  const query = useQuery(options);
  if (hydrated) return query;
  // (the site's queries enable themselves by a boolean; a function is taken as enabled)
  const fetching = options.enabled !== false;
  return {
    data: undefined,
    error: null,
    status: 'pending',
    fetchStatus: fetching ? 'fetching' : 'idle',
    isPending: true,
    isSuccess: false,
    isError: false,
    isLoading: fetching,
    isInitialLoading: fetching,
    isFetching: fetching,
    isFetched: false,
    isFetchedAfterMount: false,
    isLoadingError: false,
    isRefetchError: false,
    isRefetching: false,
    isPlaceholderData: false,
    isStale: true,
    isPaused: false,
    isEnabled: fetching,
    dataUpdatedAt: 0,
    errorUpdatedAt: 0,
    errorUpdateCount: 0,
    failureCount: 0,
    failureReason: null,
    refetch: query.refetch,
  } as unknown as UseQueryResult<TData, TError>;
}
