'use client';

import { useMutationState } from '@tanstack/react-query';
import { mutationKeys } from '@/lib/query-keys';
import { useMember, useSessionHint } from './session';

/** Spec section 4's auth status. */
export type AuthStatus = 'initial' | 'loading' | 'ok' | 'error' | 'timeout' | 'logout';

/** What `error` holds after a session ended: the reloaded page says 'Please login again'. */
export const TIMEOUT_ERROR = 'timeout';

export type Auth = {
  status: AuthStatus;
  /** 'timeout', or the server's message */
  error: string | null;
  /** a session cookie exists (or a login just made one) */
  signedIn: boolean;
  /** the session hint is read (before the member's data arrives) */
  known: boolean;
  /** start-up finished: a guest at once, a member once the member's data came or failed */
  ready: boolean;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The auth status as this page knows it, derived (never stored): the session hint, the member
 * query, and the latest login and logout. A login in progress is 'loading' and a refused one
 * 'error'; a member is 'loading' until the member's data comes, then 'ok' (or 'error'); a logout
 * is 'logout'; a page reloaded after the session ended is 'timeout'.
 */
export function useAuthStatus(): Auth {
  const hint = useSessionHint().data;
  const member = useMember();
  const login = useMutationState({
    filters: { mutationKey: mutationKeys.login() },
    select: (mutation) => ({ status: mutation.state.status, error: mutation.state.error }),
  }).at(-1);
  const logout = useMutationState({
    filters: { mutationKey: mutationKeys.logout() },
    select: (mutation) => mutation.state.status,
  }).at(-1);

  if (!hint) return { status: 'initial', error: null, signedIn: false, known: false, ready: false };
  const { signedIn } = hint;
  const base = { signedIn, known: true, ready: !signedIn || !member.isPending };
  if (login?.status === 'pending') return { ...base, status: 'loading', error: null };
  if (login?.status === 'error' && !signedIn) return { ...base, status: 'error', error: messageOf(login.error) };
  if (signedIn) {
    if (member.isError) return { ...base, status: 'error', error: messageOf(member.error) };
    if (member.isSuccess) return { ...base, status: member.data.userToken ? 'ok' : 'error', error: null };
    return { ...base, status: 'loading', error: null };
  }
  if (logout === 'success' || logout === 'error') return { ...base, status: 'logout', error: null };
  if (hint.timedOut) return { ...base, status: 'timeout', error: TIMEOUT_ERROR };
  return { ...base, status: 'initial', error: null };
}
