import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/session';

export interface MySettings {
  values: Record<string, unknown>;
}

const MY_SETTINGS_KEY = ['settings', 'me'] as const;

/** Values stored at the user layer (only personal options: language, zoom, favourites). */
export function getMySettings(signal?: AbortSignal): Promise<MySettings> {
  return api.get<MySettings>('/api/v1/settings/me', { signal });
}

/** null removes a value, so the group/tenant/default value applies again. */
export function putMySettings(values: Record<string, unknown>): Promise<MySettings> {
  return api.put<MySettings>('/api/v1/settings/me', { values });
}

export const mySettingsQueryOptions = () =>
  queryOptions({ queryKey: MY_SETTINGS_KEY, queryFn: ({ signal }) => getMySettings(signal) });

export function useMySettings(enabled: boolean) {
  return useQuery({ ...mySettingsQueryOptions(), enabled });
}

export function useSaveMySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putMySettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(MY_SETTINGS_KEY, saved);
      return queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
