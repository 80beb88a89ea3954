import type { SsoProvider, SsoProviderInput } from '@buchbar/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SSO_PROVIDER_QUERY_KEY } from './get-sso-provider';

/** Creates or replaces the provider; without `clientSecret` the stored secret is kept (422 the first time). */
export function putSsoProvider(input: SsoProviderInput): Promise<SsoProvider> {
  return api.put<SsoProvider>('/api/v1/sso-provider', input);
}

export function useSaveSsoProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putSsoProvider,
    onSuccess: (saved) => queryClient.setQueryData(SSO_PROVIDER_QUERY_KEY, saved),
  });
}
