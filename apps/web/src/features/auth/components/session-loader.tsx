import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { isUnauthenticated } from '@/lib/api-error';
import { takeRedirectPath } from '@/lib/redirect-cookie';
import { useMe } from '@/lib/session';

/**
 * The Ladebildschirm: loads the signed-in user's data, then continues to the path remembered
 * in the `buchbar_redirect` cookie (else the start page). Signed-out visitors go to /login.
 */
export function SessionLoader() {
  const navigate = useNavigate();
  const { data, error } = useMe();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    if (data) {
      done.current = true;
      navigate(takeRedirectPath() ?? '/', { replace: true });
    } else if (isUnauthenticated(error)) {
      done.current = true;
      navigate('/login', { replace: true });
    }
  }, [data, error, navigate]);

  if (!data && error && !isUnauthenticated(error)) throw error;
  return <LoadingScreen />;
}
