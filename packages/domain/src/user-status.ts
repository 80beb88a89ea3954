/**
 * A user's status (spec 3: status, active value "aktiv"); users are deactivated, never deleted.
 * The database refuses other values (migration 0007).
 */
export const USER_STATUSES = ['aktiv', 'inaktiv'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Named values, so code outside the domain never spells a status. */
export const USER_STATUS = { active: 'aktiv', inactive: 'inaktiv' } as const satisfies Record<
  string,
  UserStatus
>;

export function isUserStatus(value: unknown): value is UserStatus {
  return typeof value === 'string' && (USER_STATUSES as readonly string[]).includes(value);
}
