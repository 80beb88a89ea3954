import { isPermissionName, type PermissionName } from '@buchbar/domain/permissions';
import { canAccessRoute } from '@buchbar/domain/route-guards';
import type { Me } from './session';

/** The admin sub-pages of spec 2 that exist in the web app, in menu order. */
export const ADMIN_PAGES = [
  { path: '/admin/benutzer', key: 'users' },
  { path: '/admin/rollen', key: 'roles' },
  { path: '/admin/gruppen', key: 'groups' },
  { path: '/admin/einstellungen', key: 'settings' },
  { path: '/admin/mandanten', key: 'tenants' },
  { path: '/admin/protokoll', key: 'audit' },
  { path: '/admin/postfach', key: 'mailbox' },
  { path: '/admin/objektattribute', key: 'objectAttributes' },
] as const;

export type AdminPage = (typeof ADMIN_PAGES)[number];
export type AdminPageKey = AdminPage['key'];

/** Platform pages: open to platform administrators only, whatever their tenant permissions. */
const PLATFORM_PAGES: readonly string[] = ['/admin/mandanten', '/admin/postfach'];

/**
 * Admin pages without a spec 5 guard of their own whose API needs one permission: the page asks
 * for it too (guard 'fleet'), so nobody opens an editor whose every save is refused.
 */
const API_PERMISSION_PAGES: readonly { path: string; permission: PermissionName; guard: string }[] = [
  { path: '/admin/objektattribute', permission: 'fahrzeug_pflege', guard: 'fleet' },
  // Issue 14 point 7: a group's settings; the spec 5 settings guard alone would let
  // opening-hours admins in, whose every save the API refuses.
  {
    path: '/admin/gruppeneinstellungen',
    permission: 'customizing_mandant_pflege',
    guard: 'tenantSettings',
  },
];

export function effectivePermissions(me: Me | undefined): PermissionName[] {
  return (me?.permissions ?? []).filter(isPermissionName);
}

export type AdminRouteVerdict = { ok: true } | { ok: false; guard: string; code: string };

function pathOnly(path: string): string {
  const bare = (path.split(/[?#]/)[0] ?? '').toLowerCase().replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
}

/**
 * The web guard of spec 5 for one path: canAccessRoute with the session's permissions, plus the
 * platform rule — /admin/mandanten and /admin/postfach need a platform administrator, who may
 * open /admin (the overview) without holding a tenant admin permission.
 */
export function checkAdminRoute(path: string, me: Me | undefined): AdminRouteVerdict {
  const bare = pathOnly(path);
  const platform = me?.user.platformAdmin === true;
  const platformPage = PLATFORM_PAGES.some((p) => bare === p || bare.startsWith(`${p}/`));
  if (platformPage) return platform ? { ok: true } : { ok: false, guard: 'platform', code: 'FORBIDDEN' };
  if (platform && bare === '/admin') return { ok: true };
  const access = canAccessRoute(bare, me ? effectivePermissions(me) : null);
  if (!access.ok) return { ok: false, guard: access.details.guard, code: access.code };
  const needs = API_PERMISSION_PAGES.find((p) => bare === p.path || bare.startsWith(`${p.path}/`));
  if (needs && !effectivePermissions(me).includes(needs.permission))
    return { ok: false, guard: needs.guard, code: 'FORBIDDEN' };
  return { ok: true };
}

/** Admin sub-pages the session may open (menu and overview cards). */
export function listAdminPages(me: Me | undefined): AdminPage[] {
  if (!me) return [];
  return ADMIN_PAGES.filter((page) => checkAdminRoute(page.path, me).ok);
}

/** Whether the "Admin" main-menu entry is shown: any admin sub-page is open to the session. */
export function showsAdminMenu(me: Me | undefined): boolean {
  return listAdminPages(me).length > 0;
}
