'use client';

import { focusManager, useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { queryKeys } from '@/lib/query-keys';
import type { LineView } from '@/lib/queue/describe';
import { useBrowserQuery } from './browser-query';

const RETRY_MS = 5_000;
const MAX_RETRY_MS = 60_000;

/**
 * How long to wait after the `failures`th failure in a row: doubling from RETRY_MS up to a
 * minute, never less than the answer's Retry-After (the edge's busy answer says 5 s), and spread
 * at random over its second half, so a crowd that failed together does not come back together.
 */
export function retryDelay(failures: number, retryAfterSeconds: number, random = Math.random()): number {
  const backoff = Math.min(MAX_RETRY_MS, Math.max(retryAfterSeconds * 1000, RETRY_MS * 2 ** (failures - 1)));
  return backoff / 2 + (random * backoff) / 2;
}

/** The queue's routes gave no view: an error, or the edge's busy answer (not JSON). */
class LineUnanswered extends Error {
  constructor(
    status: number,
    readonly retryAfterSeconds: number,
  ) {
    super(`queue route answered ${status}`);
  }
}

/** React Query counts failures from 0 before the first retry; the rule counts them from 1. */
const retryAfterFailure = (failureCount: number, error: Error) =>
  retryDelay(failureCount + 1, error instanceof LineUnanswered ? error.retryAfterSeconds : 0);

/** Which line this page follows and the page to come back to. */
export type LineAddress = { scope: string | null; back: string };

/**
 * The line's address: the page's own (scope, the page to come back to), else, on the static queue
 * page at its own address, its `?scope=&to=`, else the address the visitor asked for (the edge
 * answers at it). In the browser only.
 */
export function lineAddress(scope: string | null, to: string | null): LineAddress {
  const here = new URLSearchParams(window.location.search);
  const ownAddress = /^\/(en\/)?queue\/join\/?$/.test(window.location.pathname);
  return {
    scope: scope ?? (ownAddress ? here.get('scope') : null),
    back: to ?? (ownAddress ? here.get('to') : null) ?? `${window.location.pathname}${window.location.search}`,
  };
}

async function askLine(route: 'join' | 'status', address: LineAddress, locale: Locale, signal?: AbortSignal) {
  const query = new URLSearchParams({ locale, to: address.back, ...(address.scope ? { scope: address.scope } : {}) });
  const res =
    route === 'join'
      ? await fetch(`/api/queue/join?${query}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ scope: address.scope, to: address.back }),
        })
      : await fetch(`/api/queue/status?${query}`, {
          cache: 'no-store',
          headers: { Accept: 'application/json' },
          signal,
        });
  const retryAfter = Number(res.headers.get('Retry-After')) || 0;
  // a 429 from the join route is a view too (refused a number for now); the edge's is not JSON
  if (!res.ok && res.status !== 429) throw new LineUnanswered(res.status, retryAfter);
  try {
    return (await res.json()) as LineView;
  } catch {
    throw new LineUnanswered(res.status, retryAfter);
  }
}

/** In line with a place to follow (not yet in, not let in): the status route is asked. */
const followed = (view: LineView | undefined): view is LineView =>
  view !== undefined && ['waiting', 'prequeue', 'unavailable'].includes(view.state);

/**
 * The visitor's place in a waiting room's line: the server's view (`initial`, null on the static
 * queue page), asked again as often as the last answer's `pollSeconds` says, after a failure
 * later and later (`retryDelay`); `join` takes a number (a write, its answer the new view), `show`
 * puts a view known otherwise (the door's hint) in its place. `failed`: the last attempt failed.
 * It goes on in a background tab, where the visitor is told of their turn.
 */
export function useQueueLine(initial: LineView | null, scope: string | null, to: string | null) {
  const locale = useLocale();
  const client = useQueryClient();
  const key = queryKeys.queueLine(locale);
  useRetriesWhileHidden();
  const status = useBrowserQuery({
    queryKey: key,
    queryFn: ({ signal }) => askLine('status', lineAddress(scope, to), locale, signal),
    initialData: initial ?? undefined,
    // asked only once in line, and then by the clock of the answers, not by staleness
    enabled: (query) => query.state.data !== undefined,
    staleTime: Infinity,
    refetchInterval: (query) => (followed(query.state.data) ? query.state.data.pollSeconds * 1000 : false),
    refetchIntervalInBackground: true,
    retry: true,
    retryDelay: retryAfterFailure,
    networkMode: 'always',
    // every answer is news (a second 'refused' sets the next join's clock again)
    structuralSharing: false,
  });
  const join = useMutation({
    mutationFn: () => askLine('join', lineAddress(scope, to), locale),
    onSuccess: (view) => client.setQueryData(key, view),
    retry: true,
    retryDelay: retryAfterFailure,
    networkMode: 'always',
  });
  return {
    view: status.data ?? initial,
    failed: status.failureCount > 0 || join.failureCount > 0,
    join: join.mutate,
    show: (view: LineView) => client.setQueryData(key, view),
  };
}

/**
 * React Query holds a retry while the page is hidden; the queue page keeps trying there, so the
 * visitor in another tab still hears of their turn. The queue page is a page of its own (it is
 * left by a full navigation), so this holds for all of its queries while it is open.
 */
function useRetriesWhileHidden() {
  useEffect(() => {
    focusManager.setFocused(true);
    return () => focusManager.setFocused(undefined);
  }, []);
}
