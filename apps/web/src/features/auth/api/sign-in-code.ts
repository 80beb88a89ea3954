import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/session';
import type { SignInResult } from './sign-in';

/** Mails a one-time sign-in code (the answer is the same for unknown addresses). */
export function sendSignInCode(email: string): Promise<unknown> {
  return api.post<unknown>('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
}

export function signInWithCode(input: { email: string; otp: string }): Promise<SignInResult> {
  return api.post<SignInResult>('/api/auth/sign-in/email-otp', input);
}

export function useSendSignInCode() {
  return useMutation({ mutationFn: sendSignInCode });
}

export function useSignInWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithCode,
    onSuccess: () => queryClient.removeQueries({ queryKey: ME_QUERY_KEY }),
  });
}
