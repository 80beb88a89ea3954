import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { AUTH_SESSION_KEY } from './get-auth-session';

export type Enrolment = { totpURI: string; backupCodes: string[] };

/** Starts TOTP enrolment: the secret (as otpauth URI) and recovery codes; active after verifying. */
export function enableTwoFactor(password: string): Promise<Enrolment> {
  return api.post<Enrolment>('/api/auth/two-factor/enable', { password });
}

export function confirmTwoFactor(code: string): Promise<unknown> {
  return api.post<unknown>('/api/auth/two-factor/verify-totp', { code: code.replace(/\s/g, '') });
}

export function disableTwoFactor(password: string): Promise<unknown> {
  return api.post<unknown>('/api/auth/two-factor/disable', { password });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_SESSION_KEY }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_SESSION_KEY }),
  });
}
