import { checkAdminRoute } from './admin-pages';
import type { Me } from './session';

/**
 * Admin pages of the vehicles (issue 10), in menu order. The spec 5 guard lets any admin open
 * /admin/fahrzeuge; the page also asks for fahrzeug_pflege, the permission its API needs.
 */
export const FLEET_ADMIN_PAGES = [
  { path: '/admin/fahrzeuge', key: 'vehicles', permission: 'fahrzeug_pflege' },
] as const;

export type FleetAdminPage = (typeof FLEET_ADMIN_PAGES)[number];
export type FleetAdminPageKey = FleetAdminPage['key'];

/** Vehicle admin pages the session may open. */
export function listFleetAdminPages(me: Me | undefined): FleetAdminPage[] {
  if (!me) return [];
  return FLEET_ADMIN_PAGES.filter(
    (page) => checkAdminRoute(page.path, me).ok && me.permissions.includes(page.permission),
  );
}
