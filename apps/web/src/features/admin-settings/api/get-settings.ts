import type {
  SettingDefinition as SettingDefinitionSchema,
  SettingsGroup as SettingsGroupSchema,
  SettingValues as SettingValuesSchema,
} from '@buchbar/contracts/settings';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/session';

export type SettingDefinition = z.infer<typeof SettingDefinitionSchema>;
export type SettingValues = z.infer<typeof SettingValuesSchema>;
export type SettingsGroup = z.infer<typeof SettingsGroupSchema>;

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
    // A language switch keeps the form (and its unsaved edits) on screen while these reload.
    placeholderData: keepPreviousData,
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

const GROUPS_KEY = [...SETTINGS_KEY, 'groups'] as const;

/** The tenant's groups with how many options each sets (customizing_mandant_pflege). */
export function getSettingsGroups(signal?: AbortSignal): Promise<SettingsGroup[]> {
  return api.get<SettingsGroup[]>('/api/v1/settings/groups', { signal });
}

/** Only the values stored at one group's layer. */
export function getGroupSettings(groupId: string, signal?: AbortSignal): Promise<SettingValues> {
  return api.get<SettingValues>(`/api/v1/settings/groups/${groupId}`, { signal });
}

/** A value sets the option for the group, null removes it (the tenant's value or the default applies). */
export function putGroupSettings(groupId: string, values: Record<string, unknown>): Promise<SettingValues> {
  return api.put<SettingValues>(`/api/v1/settings/groups/${groupId}`, { values });
}

export function useSettingsGroups() {
  return useQuery({
    queryKey: GROUPS_KEY,
    queryFn: ({ signal }) => getSettingsGroups(signal),
    throwOnError: true,
  });
}

export function useGroupSettings(groupId: string | null) {
  return useQuery({
    queryKey: [...GROUPS_KEY, groupId],
    queryFn: ({ signal }) => getGroupSettings(groupId ?? '', signal),
    enabled: groupId !== null,
    throwOnError: true,
  });
}

export function useSaveGroupSettings(groupId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, unknown>) => putGroupSettings(groupId ?? '', values),
    onSuccess: (saved) => {
      queryClient.setQueryData([...GROUPS_KEY, groupId], saved);
      // The list's counts and the session's own effective settings may change with a group.
      void queryClient.invalidateQueries({ queryKey: GROUPS_KEY, exact: true });
      return queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
