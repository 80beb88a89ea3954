import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The tenant's single sign-on provider for the user's own domain, if any. */
export function useOwnSsoProvider(email: string) {
  const domain = email.split('@')[1]?.toLowerCase();
  return useQuery({
    queryKey: ['sso-discovery', domain],
    queryFn: () =>
      api.get<{ providerId: string | null }>('/api/v1/auth/sso-discovery', {
        params: { email: `x@${domain}` },
      }),
    enabled: domain !== undefined,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The accounts better-auth knows for the signed-in user (credential, SSO providers). */
export function useLinkedAccounts() {
  return useQuery({
    queryKey: ['linked-accounts'],
    queryFn: () => api.get<{ providerId: string }[]>('/api/auth/list-accounts'),
    staleTime: 0,
  });
}

/**
 * Links the signed-in user's account to the tenant's single sign-on: the only way, besides an
 * admin's approval, for an account with a password or TOTP (ADR 0007).
 */
async function linkSso(providerId: string): Promise<void> {
  const { url } = await api.post<{ url: string }>('/api/auth/link-social', {
    provider: providerId,
    callbackURL: '/konto',
    errorCallbackURL: '/auth/confirm',
  });
  window.location.assign(url);
}

export function useLinkSso() {
  return useMutation({ mutationFn: linkSso });
}
