import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { isUnauthenticated } from '../../lib/api-error';
import { rememberRedirectPath } from '../../lib/redirect-cookie';
import { useMe } from '../../lib/session';
import { useInterfaceZoom } from './use-interface-zoom';
import { useProfileLanguage } from './use-profile-language';

function RedirectToLogin() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    rememberRedirectPath(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return <Navigate to="/login" replace />;
}

/**
 * Wraps protected routes: shows the loading screen while `/api/v1/me` loads, sends signed-out
 * users to /login (remembering where they wanted to go) and hands other failures to the error page.
 */
export function RequireAuth() {
  const { data, error, isPending } = useMe();
  useProfileLanguage(data?.user.id, data?.user.language);
  useInterfaceZoom(data?.settings?.['general.zoom']);
  if (isUnauthenticated(error)) return <RedirectToLogin />;
  if (isPending) return <LoadingScreen inline />;
  if (!data) throw error;
  return <Outlet />;
}
