import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Mails a recovery link to /auth/recovery?token=… (same answer for unknown addresses). */
export function requestRecovery(email: string): Promise<unknown> {
  return api.post<unknown>('/api/auth/request-password-reset', {
    email,
    redirectTo: `${window.location.origin}/auth/recovery`,
  });
}

export function resetPassword(input: { token: string; newPassword: string }): Promise<unknown> {
  return api.post<unknown>('/api/auth/reset-password', input);
}

export function useRequestRecovery() {
  return useMutation({ mutationFn: requestRecovery });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
