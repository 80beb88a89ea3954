import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AuthSession {
  user: { id: string; email: string; twoFactorEnabled?: boolean | null; sso?: boolean | null };
}

export const AUTH_SESSION_KEY = ['auth-session'] as const;

/** better-auth's view of the session: here only for the two-factor state of the account page. */
export function getAuthSession(): Promise<AuthSession | null> {
  return api.get<AuthSession | null>('/api/auth/get-session');
}

export const authSessionQueryOptions = () =>
  queryOptions({ queryKey: AUTH_SESSION_KEY, queryFn: getAuthSession, staleTime: 0 });

export function useAuthSession() {
  return useQuery(authSessionQueryOptions());
}
