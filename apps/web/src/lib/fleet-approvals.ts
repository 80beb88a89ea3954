import type { Me } from './session';

/** Who decides special trips (spec 6); the menu entry, its badge and the page follow it. */
export const APPROVER_PERMISSION = 'fahrzeug_freigabe_von_sonderfahrten';

export function isApprover(me: Me | undefined): boolean {
  return me?.permissions.includes(APPROVER_PERMISSION) === true;
}

/** The badge shows a number only while something waits (undefined: not loaded yet or nothing pending). */
export function approvalBadgeCount(count: number | undefined): number | undefined {
  return count !== undefined && count > 0 ? count : undefined;
}
