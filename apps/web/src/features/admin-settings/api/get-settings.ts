import type {
  SettingDefinition as SettingDefinitionSchema,
  SettingValues as SettingValuesSchema,
} from '@buchbar/contracts/settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/session';

export type SettingDefinition = z.infer<typeof SettingDefinitionSchema>;
export type SettingValues = z.infer<typeof SettingValuesSchema>;

const SETTINGS_KEY = ['admin', 'settings'] as const;
const TENANT_VALUES_KEY = [...SETTINGS_KEY, 'tenant'] as const;

export function getSettingDefinitions(signal?: AbortSignal): Promise<SettingDefinition[]> {
  return api.get<SettingDefinition[]>('/api/v1/settings/definitions', { signal });
}

/** Only the values stored at the tenant layer (not the effective ones). */
export function getTenantSettings(signal?: AbortSignal): Promise<SettingValues> {
  return api.get<SettingValues>('/api/v1/settings/tenant', { signal });
}

/** A value sets the option at the tenant layer, null removes it (422 names value, option, layer). */
export function putTenantSettings(values: Record<string, unknown>): Promise<SettingValues> {
  return api.put<SettingValues>('/api/v1/settings/tenant', { values });
}

// Descriptions come translated from the server, so the language is part of the key.
export const settingDefinitionsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: [...SETTINGS_KEY, 'definitions', language],
    queryFn: ({ signal }) => getSettingDefinitions(signal),
    staleTime: 30 * 60_000,
  });

export const tenantSettingsQueryOptions = () =>
  queryOptions({ queryKey: TENANT_VALUES_KEY, queryFn: ({ signal }) => getTenantSettings(signal) });

export function useSettingDefinitions(language: string) {
  return useQuery({ ...settingDefinitionsQueryOptions(language), throwOnError: true });
}

export function useTenantSettings() {
  return useQuery({ ...tenantSettingsQueryOptions(), throwOnError: true });
}

export function useSaveTenantSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putTenantSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(TENANT_VALUES_KEY, saved);
      // Effective settings of the session change with the tenant layer.
      return queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
