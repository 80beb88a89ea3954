import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ApiError } from '../../lib/api-error';
import { useMe } from '../../lib/session';

/** Inside RequireAuth: lets platform administrators through, shows everyone else the 403 error page. */
export function RequirePlatformAdmin() {
  const { t } = useTranslation('errors');
  const { data } = useMe();
  if (!data?.user.platformAdmin) throw new ApiError(403, 'FORBIDDEN', t('forbidden'));
  return <Outlet />;
}
