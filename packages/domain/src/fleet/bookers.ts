import type { PermissionName } from '../permissions';
import { err, ok, type Result } from '../result';
import { USER_STATUS, type UserStatus } from '../user-status';

export type BookerCandidate = {
  readonly id: string;
  readonly status: UserStatus;
  readonly departmentId: string | null;
  /** The user's effective permissions. */
  readonly permissions: readonly PermissionName[];
};

export type BookingActor = {
  readonly id: string;
  readonly departmentId: string | null;
  readonly permissions: readonly PermissionName[];
};

/** Whom the actor may book for: anyone (maybe limited to the department), only themselves, nobody. */
export type BookerScope = 'others' | 'self' | 'none';

export function bookerScope(actor: BookingActor): BookerScope {
  if (actor.permissions.includes('fahrzeug_fremdbuchung')) return 'others';
  if (actor.permissions.includes('fahrzeug_buchen')) return 'self';
  return 'none';
}

/**
 * Spec 6 "Possible bookers": with `fahrzeug_fremdbuchung`, every active user holding
 * `fahrzeug_buchen` (with `vehicles.departmentFilter`, only those of the actor's department,
 * ADR 0008 gap 8; an actor without a department then sees the users without one); with only
 * `fahrzeug_buchen`, just the actor; otherwise nobody (VEHICLE_BOOKING_NOT_PERMITTED).
 */
export function possibleBookers<T extends BookerCandidate>(input: {
  readonly actor: BookingActor;
  readonly users: readonly T[];
  readonly departmentFilter: boolean;
}): Result<T[]> {
  const { actor } = input;
  const scope = bookerScope(actor);
  if (scope === 'none') return err('VEHICLE_BOOKING_NOT_PERMITTED', {});
  if (scope === 'self') {
    return ok(input.users.filter((u) => u.id === actor.id && isActiveBooker(u)));
  }
  return ok(
    input.users.filter(
      (u) => isActiveBooker(u) && (!input.departmentFilter || u.departmentId === actor.departmentId),
    ),
  );
}

function isActiveBooker(user: BookerCandidate): boolean {
  return user.status === USER_STATUS.active && user.permissions.includes('fahrzeug_buchen');
}

/**
 * The driver of a new booking must be one of the possible bookers: VEHICLE_BOOKING_NOT_PERMITTED
 * when the actor may book for nobody, DRIVER_NOT_ALLOWED when the driver is not among them
 * (unknown, inactive, without `fahrzeug_buchen`, another department, or someone else for an
 * actor who may only book for themselves).
 */
export function checkDriver<T extends BookerCandidate>(input: {
  readonly actor: BookingActor;
  readonly driver: T | null;
  readonly departmentFilter: boolean;
}): Result<T> {
  const { driver } = input;
  const allowed = possibleBookers({
    actor: input.actor,
    users: driver ? [driver] : [],
    departmentFilter: input.departmentFilter,
  });
  if (!allowed.ok) return allowed;
  const [found] = allowed.value;
  return found ? ok(found) : err('DRIVER_NOT_ALLOWED', { driverId: driver?.id ?? null });
}
