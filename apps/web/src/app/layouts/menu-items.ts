import { type SpaceProduct as SpaceProductKey, spaceProductsIn } from '@buchbar/domain/space-products';
import { type AdminPageKey, listAdminPages } from '../../lib/admin-pages';
import { type FleetAdminPageKey, listFleetAdminPages } from '../../lib/fleet-admin-pages';
import { isApprover } from '../../lib/fleet-approvals';
import { isExaminer, LICENCES_PATH } from '../../lib/fleet-licences';
import type { Me } from '../../lib/session';
import { listSpaceAdminPages, type SpaceAdminPageKey, showsUtilisation } from '../../lib/space-admin-pages';

export interface MenuItem {
  to: string;
  label:
    | 'nav.start'
    | 'nav.mailbox'
    | 'nav.utilisation'
    | 'nav.evaluation'
    | 'nav.vehicles'
    | 'nav.approvals'
    | 'nav.licences'
    | 'nav.fleetOverview'
    | 'nav.logbook'
    | 'nav.reports'
    | 'admin:nav.admin'
    | `admin:nav.${Exclude<AdminPageKey, 'mailbox'> | SpaceAdminPageKey | FleetAdminPageKey}`
    | `spaces:nav.${SpaceProductKey}`;
  /** Only `/` must match exactly; other entries stay active on their sub-pages. */
  end: boolean;
  /** Sub-entries (the admin pages); the header shows them in a dropdown. */
  children?: MenuItem[];
  /**
   * A number beside the label: `approvals` = the pending special-trip approvals (issue 10),
   * `licences` = the licence checks due (issue 12).
   */
  badge?: 'approvals' | 'licences';
}

/** The approvals page of the vehicle half (issue 10 point 7). */
export const APPROVALS_PATH = '/fahrzeuge/freigaben';

/** The fleet overview of issue 11 point 8 (fleet managers). */
export const FLEET_OVERVIEW_PATH = '/fahrzeuge/uebersicht';

/** The evaluation per floor plan (spec 2 menu "evaluation", issue 14 point 8): admins, like /auslastung. */
export const EVALUATION_PATH = '/auswertung';

/** The logbook of issue 12 (report holders: every vehicle; drivers: their own trips). */
export const LOGBOOK_PATH = '/fahrzeuge/fahrtenbuch';

/** The periodic logbook reports of issue 13 point 5 (report holders). */
export const REPORTS_PATH = '/fahrzeuge/berichte';

/** Space products the tenant offers (setting spaces.products), in menu order. */
function offeredSpaceProducts(me: Me | undefined): SpaceProductKey[] {
  const offered = me?.settings?.['spaces.products'];
  return Array.isArray(offered) ? spaceProductsIn(offered) : [];
}

function adminLabel(key: AdminPageKey): MenuItem['label'] {
  return key === 'mailbox' ? 'nav.mailbox' : `admin:nav.${key}`;
}

/**
 * Main-menu entries for the session (spec 2/6). "Admin" appears when any admin page is open to
 * the user; its entries follow the same guard as the routes (lib/admin-pages).
 */
export function buildMenuItems(me: Me | undefined): MenuItem[] {
  const items: MenuItem[] = [{ to: '/', label: 'nav.start', end: true }];
  // Issue 10: the vehicle list for everyone who may book vehicles (fahrzeug_buchen).
  if (me?.permissions.includes('fahrzeug_buchen'))
    items.push({ to: '/fahrzeuge', label: 'nav.vehicles', end: false });
  for (const product of offeredSpaceProducts(me)) {
    items.push({ to: `/${product}`, label: `spaces:nav.${product}`, end: false });
  }
  // Special-trip approvals (issue 10): approvers only, with the pending count.
  if (isApprover(me))
    items.push({ to: APPROVALS_PATH, label: 'nav.approvals', end: false, badge: 'approvals' });
  // Driver's licence checks (issue 12): examiners only, with the number of checks due.
  if (isExaminer(me)) items.push({ to: LICENCES_PATH, label: 'nav.licences', end: false, badge: 'licences' });
  // Office utilisation (issue 4): a main entry for admins.
  if (showsUtilisation(me)) items.push({ to: '/auslastung', label: 'nav.utilisation', end: false });
  const adminPages: MenuItem[] = [
    ...listAdminPages(me).map((page) => ({ to: page.path, label: adminLabel(page.key), end: false })),
    ...listSpaceAdminPages(me).map((page) => ({
      to: page.path,
      label: `admin:nav.${page.key}` as const,
      end: false,
    })),
    ...listFleetAdminPages(me).map((page) => ({
      to: page.path,
      label: `admin:nav.${page.key}` as const,
      end: false,
    })),
    // The timeline of all vehicles (issue 11 point 8) for fleet managers (fahrzeug_pflege): with
    // their fleet pages, so the top bar keeps its width.
    ...(me?.permissions.includes('fahrzeug_pflege')
      ? [{ to: FLEET_OVERVIEW_PATH, label: 'nav.fleetOverview' as const, end: false }]
      : []),
    // The logbook of every vehicle (issue 12) and its periodic reports (issue 13) for holders of
    // fahrzeug_logbuch_report.
    ...(me?.permissions.includes('fahrzeug_logbuch_report')
      ? [
          { to: LOGBOOK_PATH, label: 'nav.logbook' as const, end: false },
          { to: REPORTS_PATH, label: 'nav.reports' as const, end: false },
        ]
      : []),
    // The evaluation per floor plan (issue 14 point 8): with the admin pages, so the top bar keeps
    // its width; the utilisation per day stays a main entry.
    ...(showsUtilisation(me) ? [{ to: EVALUATION_PATH, label: 'nav.evaluation' as const, end: false }] : []),
  ];
  if (adminPages.length > 0) {
    items.push({
      to: '/admin',
      label: 'admin:nav.admin',
      end: false,
      children: adminPages,
    });
  }
  return items;
}

/**
 * The menu's "password" entry (spec 2 "/{product}/passwort"): the password page of the product the
 * user is in, else of the first product the tenant offers, else the account page.
 */
export function passwordPath(pathname: string, me: Me | undefined): string {
  const offered = offeredSpaceProducts(me);
  const here = offered.find((product) => pathname === `/${product}` || pathname.startsWith(`/${product}/`));
  const product = here ?? offered[0];
  return product ? `/${product}/passwort` : '/konto';
}

export type MenuNamespace = 'common' | 'admin' | 'spaces';

/**
 * The translation namespaces the given entries' labels need (issue 14: a booker's menu does not
 * load the admin texts). An entry with sub-pages also shows `admin:nav.overview`.
 */
export function menuNamespaces(items: readonly MenuItem[]): MenuNamespace[] {
  const found = new Set<MenuNamespace>(['common']);
  const visit = (item: MenuItem) => {
    const prefix = item.label.split(':', 2);
    if (prefix.length === 2 && (prefix[0] === 'admin' || prefix[0] === 'spaces')) found.add(prefix[0]);
    if (item.children) {
      found.add('admin');
      item.children.forEach(visit);
    }
  };
  items.forEach(visit);
  return [...found];
}
