import type { SsoLinkApproval } from '@buchbar/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Lets the next single sign-on of this user link their account although it has a password or
 * TOTP (once, within 7 days; needs user management and every permission the user holds).
 */
export function useApproveSsoLink() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post<SsoLinkApproval>('/api/v1/sso-provider/link-approvals', { email: email.trim() }),
  });
}
