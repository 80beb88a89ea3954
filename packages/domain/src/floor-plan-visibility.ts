import type { PermissionName } from './permissions';

/**
 * Who keeps floor plans — their objects, seats and equipment, opening hours — sees inactive
 * plans (to prepare them before opening); everybody else, kiosk devices included, sees only
 * active ones: an inactive plan, its seats, map and image answer 404 as if unknown.
 */
export const FLOOR_PLAN_CARE_PERMISSIONS: readonly PermissionName[] = [
  'objekt_pflege',
  'ausstattungs_pflege',
  'oeffnungszeiten_pflege',
];

export function seesInactiveFloorPlans(viewer: {
  permissions: readonly PermissionName[];
  platformAdmin?: boolean;
}): boolean {
  return (
    viewer.platformAdmin === true || FLOOR_PLAN_CARE_PERMISSIONS.some((p) => viewer.permissions.includes(p))
  );
}

/** Whether a viewer may read a plan (list, seats, map, opening hours, image). */
export function mayReadFloorPlan(
  plan: { active: boolean },
  viewer: { permissions: readonly PermissionName[]; platformAdmin?: boolean },
): boolean {
  return plan.active || seesInactiveFloorPlans(viewer);
}
