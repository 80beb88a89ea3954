import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ErrorView } from '../../components/error-view';
import { checkAdminRoute } from '../../lib/admin-pages';
import { useMe } from '../../lib/session';

/** Spec 8 guard messages -> their translation keys. */
const GUARD_TEXTS = {
  'Ein Benutzer muss existieren': 'guard.noUser',
  'no admin': 'guard.noAdmin',
  'no ausstattung': 'guard.noEquipment',
  'no rolle/gruppe': 'guard.noRoleGroup',
  'no benutzer': 'guard.noUserPermission',
  'no objektPflege': 'guard.noObjectCare',
  platform: 'guard.platform',
  fleet: 'guard.noFleetCare',
  tenantSettings: 'guard.noTenantSettings',
} as const;

type Guard = keyof typeof GUARD_TEXTS;

function isGuard(value: string): value is Guard {
  return Object.hasOwn(GUARD_TEXTS, value);
}

/**
 * Inside RequireAuth, around every /admin route: applies the spec 5 route guards
 * (canAccessRoute with the session's effective permissions, plus the platform pages) and shows
 * the error view with status 403 and the guard's message. Rendered rather than thrown, so the
 * message follows a language switch and the page recovers when permissions arrive.
 */
export function RequireAdminRoute() {
  const { t } = useTranslation(['admin', 'errors']);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const verdict = checkAdminRoute(pathname, me);
  if (verdict.ok) return <Outlet />;
  const message = isGuard(verdict.guard) ? t(GUARD_TEXTS[verdict.guard]) : t('guard.noAdmin');
  return (
    <ErrorView
      status={403}
      heading={t('errors:heading')}
      message={message}
      onReset={() => navigate('/', { replace: true })}
    />
  );
}
