import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function discoverSso(email: string): Promise<{ providerId: string | null }> {
  return api.get<{ providerId: string | null }>('/api/v1/auth/sso-discovery', { params: { email } });
}

/** The single sign-on provider for the typed address's domain (asked once per domain). */
export function useSsoDiscovery(email: string) {
  const domain = EMAIL.test(email) ? email.split('@')[1]?.toLowerCase() : undefined;
  return useQuery({
    queryKey: ['sso-discovery', domain],
    queryFn: () => discoverSso(`x@${domain}`),
    enabled: domain !== undefined,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Starts the OpenID Connect redirect; errors come back to /auth/confirm. */
export async function startSso(providerId: string): Promise<void> {
  const { url } = await api.post<{ url: string }>('/api/auth/sign-in/social', {
    provider: providerId,
    callbackURL: '/ladebildschirm',
    errorCallbackURL: '/auth/confirm',
  });
  window.location.assign(url);
}

export function useStartSso() {
  return useMutation({ mutationFn: startSso });
}
