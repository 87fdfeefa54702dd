'use client';

import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { pageReload } from '@/lib/auth/reload';
import { getIdentifier, hasSessionHint, markTimedOut, takeTimedOut } from '@/lib/auth/storage';
import { mutationKeys, queryKeys } from '@/lib/query-keys';
import { useBrowserQuery } from './browser-query';
import { callTicketing, setSessionEndedHandler, type InputOf } from '../client';

/**
 * What this page knows of its session before asking the server: the hint cookie the server sets
 * beside the HttpOnly session cookie, and whether the page was reloaded because the session ended
 * (a flag read once). Read in the browser only; a login, a logout and a session that ended write it.
 */
export type SessionHint = { signedIn: boolean; timedOut: boolean };

export function useSessionHint() {
  return useBrowserQuery({
    queryKey: queryKeys.sessionHint(),
    queryFn: (): SessionHint => ({ signedIn: hasSessionHint(), timedOut: takeTimedOut() }),
    staleTime: Infinity,
    gcTime: Infinity,
    networkMode: 'always',
    retry: false,
  });
}

/** A member is logged in in this browser (false until the hint is read). */
export function useSignedIn(): boolean {
  return useSessionHint().data?.signedIn ?? false;
}

/** The session ended on the server (a 401): reload; the reloaded page says 'Please login again'. */
export function expireSession(client: QueryClient): void {
  markTimedOut();
  client.setQueryData<SessionHint>(queryKeys.sessionHint(), { signedIn: false, timedOut: true });
  pageReload.run();
}

/** While mounted, a ticketing call answering that the session ended expires it in this page. */
export function useExpireOnSessionEnd(): void {
  const client = useQueryClient();
  useEffect(() => {
    setSessionEndedHandler(() => expireSession(client));
    return () => setSessionEndedHandler(null);
  }, [client]);
}

/** The logged-in member (card and account details): one query, read by the header, the profile and the checkout. */
export function useMember() {
  const signedIn = useSignedIn();
  const locale = useLocale();
  return useBrowserQuery({
    queryKey: queryKeys.member(locale),
    queryFn: ({ signal }) => callTicketing('account.get', locale, {}, { signal }),
    enabled: signedIn,
    staleTime: 5 * 60_000,
  });
}

type LoginValues = Omit<InputOf<'session.login'>, 'identifier'>;

/** Logs in: the server keeps the session in its cookie; here the member's data and the session hint. */
export function useLogin() {
  const client = useQueryClient();
  const locale = useLocale();
  return useMutation({
    mutationKey: mutationKeys.login(),
    mutationFn: (values: LoginValues) =>
      callTicketing('session.login', locale, { ...values, identifier: getIdentifier() }),
    onSuccess: async (member) => {
      client.removeQueries({ queryKey: queryKeys.memberAll() });
      client.setQueryData(queryKeys.member(locale), member);
      client.setQueryData<SessionHint>(queryKeys.sessionHint(), { signedIn: true, timedOut: false });
      await client.invalidateQueries({ queryKey: queryKeys.carts() });
    },
  });
}

/** Logout (spec section 4): the server ends the session; nothing of the member stays in memory. */
export function useLogout() {
  const client = useQueryClient();
  const locale = useLocale();
  return useMutation({
    mutationKey: mutationKeys.logout(),
    mutationFn: () => callTicketing('session.logout', locale, {}),
    onSettled: () => {
      client.removeQueries({ queryKey: queryKeys.memberAll() });
      client.setQueryData<SessionHint>(queryKeys.sessionHint(), { signedIn: false, timedOut: false });
    },
  });
}

export function useRegister() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (input: InputOf<'member.register'>) => callTicketing('member.register', locale, input),
  });
}

export function useResetPassword() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (input: InputOf<'member.resetPassword'>) => callTicketing('member.resetPassword', locale, input),
  });
}

/** Where a verification code goes: by SMS to a phone number, or by e-mail to an address. */
export type CodeRecipient = { phone: string } | { email: string };

export function useSendCode() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (to: CodeRecipient) =>
      'phone' in to
        ? callTicketing('member.sendSmsCode', locale, { mobileNumber: to.phone })
        : callTicketing('member.sendEmailCode', locale, { email: to.email }),
  });
}

/** A new captcha for this device; with the previous one's token, that one is spent. */
export function useNewCaptcha() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (previous: string | null) =>
      callTicketing('captcha.new', locale, { identifier: getIdentifier(), previous }),
  });
}

export function useCheckCaptcha() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (input: { token: string; answer: string }) =>
      callTicketing('captcha.check', locale, { ...input, identifier: getIdentifier() }),
  });
}

/** A `?token=` hand-off waiting for the visitor's choice: both accounts' names. */
export function useHandoff(waiting: boolean) {
  const locale = useLocale();
  return useBrowserQuery({
    queryKey: queryKeys.handoff(),
    queryFn: ({ signal }) => callTicketing('session.handoff', locale, {}, { signal }),
    enabled: waiting,
    staleTime: Infinity,
  });
}

export function useResolveHandoff() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (keep: 'current' | 'offered') => callTicketing('session.resolveHandoff', locale, { keep }),
  });
}
