'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useAuth } from '@/lib/auth/store';
import { getIdentifier } from '@/lib/auth/storage';
import { callTicketing, type InputOf } from '../client';
import { ticketingKeys } from '../keys';

/** The logged-in member (card and account details): one query, read by the header, the profile and the checkout. */
export function useMember() {
  const signedIn = useAuth((s) => s.signedIn);
  const locale = useLocale();
  return useQuery({
    queryKey: ticketingKeys.member(locale),
    queryFn: ({ signal }) => callTicketing('account.get', locale, {}, { signal }),
    enabled: signedIn,
    staleTime: 5 * 60_000,
  });
}

type LoginValues = Omit<InputOf<'session.login'>, 'identifier'>;

/** Logs in: the server keeps the session in its cookie; here the member's data and status. */
export function useLogin() {
  const client = useQueryClient();
  const locale = useLocale();
  return useMutation({
    mutationFn: (values: LoginValues) =>
      callTicketing('session.login', locale, { ...values, identifier: getIdentifier() }),
    onMutate: () => useAuth.getState().loginStarted(),
    onSuccess: async (member) => {
      client.removeQueries({ queryKey: ticketingKeys.memberAll() });
      client.setQueryData(ticketingKeys.member(locale), member);
      useAuth.getState().loggedIn();
      await client.invalidateQueries({ queryKey: ticketingKeys.carts() });
    },
    onError: (error) => useAuth.getState().loginFailed(error.message),
  });
}

/** Logout (spec section 4): the server ends the session; nothing of the member stays in memory. */
export function useLogout() {
  const client = useQueryClient();
  const locale = useLocale();
  return useMutation({
    mutationFn: () => callTicketing('session.logout', locale, {}),
    onSettled: () => {
      client.removeQueries({ queryKey: ticketingKeys.memberAll() });
      useAuth.getState().loggedOut();
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
  return useQuery({
    queryKey: ticketingKeys.handoff(),
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
