import { checkAdminRoute } from './admin-pages';
import type { Me } from './session';

/**
 * Admin pages of the space products (issue 4), in menu order. Rooms and locations follow the spec 5
 * guards (equipment, object care); opening hours have no spec guard beyond "admin", so the page
 * also asks for oeffnungszeiten_pflege — the permission its API needs.
 */
export const SPACE_ADMIN_PAGES = [
  { path: '/admin/raeume', key: 'rooms', permission: 'ausstattungs_pflege' },
  { path: '/admin/lokationen', key: 'locations', permission: 'objekt_pflege' },
  { path: '/admin/oeffnungszeiten', key: 'openingHours', permission: 'oeffnungszeiten_pflege' },
] as const;

export type SpaceAdminPage = (typeof SPACE_ADMIN_PAGES)[number];
export type SpaceAdminPageKey = SpaceAdminPage['key'];

/** Space admin pages the session may open. */
export function listSpaceAdminPages(me: Me | undefined): SpaceAdminPage[] {
  if (!me) return [];
  return SPACE_ADMIN_PAGES.filter(
    (page) => checkAdminRoute(page.path, me).ok && me.permissions.includes(page.permission),
  );
}

/** The utilisation report (/auslastung) is for admins (spec 6 "admin", decided by the server). */
export function showsUtilisation(me: Me | undefined): boolean {
  return me?.isAdmin === true;
}
