import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

/** Other sessions of the user end; this one gets a fresh session cookie. */
export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return api.post<unknown>('/api/auth/change-password', { ...input, revokeOtherSessions: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
