import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { logLevelFor, setLogLevel } from './logger';

/**
 * The signed-in user's data (`GET /api/v1/me`). Shared by the route guards, the header and
 * every feature, so it lives in lib (like bulletproof-react's lib/auth) instead of a feature.
 */
export interface Me {
  user: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    platformAdmin: boolean;
    language: 'de' | 'en' | null;
  };
  /** key: the tenant's short name in file URLs (vehicle pictures). */
  tenant: { id: string; name: string; key?: string };
  department?: { id: string; name: string } | null;
  permissions: string[];
  /** Holds any admin permission of spec 6 (decided by the server). */
  isAdmin?: boolean;
  /** Effective settings (user > group > tenant > default), keys "feature.option". */
  settings?: Record<string, unknown>;
}

export const ME_QUERY_KEY = ['me'] as const;

/** Also applies the tenant's debug flag to the client logger, whichever caller loaded the session. */
export async function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<Me> {
  const me = await api.get<Me>('/api/v1/me', { signal });
  setLogLevel(logLevelFor(me.settings));
  return me;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: getMe,
    staleTime: 5 * 60_000,
    // 401 is an answer ("not signed in"), not a failure to retry.
    retry: false,
  });

/** `data` is the session; an ApiError with status 401 in `error` means signed out. */
export function useMe() {
  return useQuery(meQueryOptions());
}

export function hasPermission(me: Me | undefined, permission: string): boolean {
  return me?.permissions.includes(permission) ?? false;
}
