import type { SsoProvider } from '@buchbar/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

export const SSO_PROVIDER_QUERY_KEY = ['admin', 'sso-provider'] as const;

/** What an unconfigured tenant looks like (the server answers so; 404 from older servers too). */
export const NO_SSO_PROVIDER: SsoProvider = {
  configured: false,
  providerId: null,
  issuer: '',
  clientId: '',
  enabled: false,
  hasClientSecret: false,
  redirectUri: null,
};

/** The tenant's OpenID Connect provider; the client secret is never sent back, only whether one is stored. */
export async function getSsoProvider(signal?: AbortSignal): Promise<SsoProvider> {
  try {
    return await api.get<SsoProvider>('/api/v1/sso-provider', { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return NO_SSO_PROVIDER;
    throw error;
  }
}

export const ssoProviderQueryOptions = () =>
  queryOptions({ queryKey: SSO_PROVIDER_QUERY_KEY, queryFn: ({ signal }) => getSsoProvider(signal) });

export function useSsoProvider() {
  return useQuery(ssoProviderQueryOptions());
}
