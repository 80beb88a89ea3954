import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

/** better-auth sign-out; clears the session cookie on the server. */
export function signOut(): Promise<unknown> {
  return api.post<unknown>('/api/auth/sign-out', {});
}

/**
 * Spec section 8: on 401, 403 or 404 the session is gone or unknown anyway, so the local
 * session is removed as after a successful sign-out.
 */
export function isSignedOutAnyway(error: unknown): boolean {
  return isApiError(error) && [401, 403, 404].includes(error.status);
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
