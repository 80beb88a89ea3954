import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/session';

export type TwoFactorInput = { code: string; kind: 'totp' | 'backup' };

/** Completes a sign-in that answered twoFactorRedirect (the pending state is an httpOnly cookie). */
export function verifyTwoFactor({ code, kind }: TwoFactorInput): Promise<unknown> {
  const path =
    kind === 'totp' ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code';
  return api.post<unknown>(path, { code: code.replace(/\s/g, '') });
}

export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactor,
    onSuccess: () => queryClient.removeQueries({ queryKey: ME_QUERY_KEY }),
  });
}
