import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/session';

export interface SignInInput {
  email: string;
  password: string;
}

/** better-auth answers `twoFactorRedirect` instead of a session when a TOTP code is still needed. */
export interface SignInResult {
  twoFactorRedirect?: boolean;
}

/** better-auth e-mail sign-in; on 200 the server sets the httpOnly session cookie. */
export function signInWithEmail(input: SignInInput): Promise<SignInResult> {
  return api.post<SignInResult>('/api/auth/sign-in/email', input);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithEmail,
    // A previous "signed out" answer must not survive into the new session.
    onSuccess: () => queryClient.removeQueries({ queryKey: ME_QUERY_KEY }),
  });
}
