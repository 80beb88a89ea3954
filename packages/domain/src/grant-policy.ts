import { grantsPermission, isPermissionName, type PermissionGrant, type PermissionName } from './permissions';
import { err, ok, type Result } from './result';

/**
 * Issue 8 (privilege): nobody grants what they do not hold, nobody changes their own grants,
 * and a tenant admin touches only users who are not stronger than themselves. Pure rules; the
 * server reads the effective permissions of actor and target inside the transaction and asks
 * these functions before it commits.
 */

/** The permission that allows assigning roles, groups and direct permissions at all. */
export const GRANT_PERMISSION: PermissionName = 'berechtigungs_pflege';

/** Every element of `part` is in `whole`. */
export function isSubset(part: readonly string[], whole: readonly string[]): boolean {
  const held = new Set(whole);
  return part.every((p) => held.has(p));
}

/** The permissions in `wanted` that `held` lacks, without duplicates, in the order of `wanted`. */
export function permissionsBeyond(
  wanted: readonly PermissionName[],
  held: readonly PermissionName[],
): PermissionName[] {
  const has = new Set(held);
  return [...new Set(wanted)].filter((p) => !has.has(p));
}

/** What a change adds: held after, not before. */
export function permissionsGained(
  before: readonly PermissionName[],
  after: readonly PermissionName[],
): PermissionName[] {
  return permissionsBeyond(after, before);
}

/** What a change touches in either direction (added or removed): the symmetric difference. */
export function permissionsChanged(
  before: readonly PermissionName[],
  after: readonly PermissionName[],
): PermissionName[] {
  return [...permissionsBeyond(after, before), ...permissionsBeyond(before, after)];
}

/** The permissions a list of assignment rows grants (value "true"; unknown names ignored). */
export function grantedBy(grants: readonly PermissionGrant[]): PermissionName[] {
  const names = grants.filter((g) => grantsPermission(g.value)).map((g) => g.name);
  return [...new Set(names)].filter(isPermissionName);
}

/** Added and removed ids of a set that is replaced. */
export function setChange<T>(before: readonly T[], after: readonly T[]): { added: T[]; removed: T[] } {
  const b = new Set(before);
  const a = new Set(after);
  return { added: [...a].filter((x) => !b.has(x)), removed: [...b].filter((x) => !a.has(x)) };
}

export type GrantActor = {
  userId: string;
  /** Effective permissions of the actor in the tenant, read in the same transaction. */
  permissions: readonly PermissionName[];
  platformAdmin?: boolean;
};

export type GrantTarget = {
  userId: string;
  permissions: readonly PermissionName[];
  platformAdmin: boolean;
};

/**
 * Issue 8.2: a tenant admin may edit or deactivate only users whose effective permissions are
 * a subset of their own, and never a platform administrator (whose power is not in the
 * tenant's grants at all). Editing oneself is always allowed here (grants: see canChangeGrants).
 */
export function canManageUser(actor: GrantActor, target: GrantTarget): Result<true> {
  if (actor.userId === target.userId) return ok(true);
  if (target.platformAdmin && !actor.platformAdmin) return err('TARGET_PLATFORM_ADMIN');
  const beyond = permissionsBeyond(target.permissions, actor.permissions);
  if (beyond.length > 0) return err('TARGET_STRONGER', { permissions: beyond });
  return ok(true);
}

/**
 * Issue 8.1: changing the grants of a user (roles, group memberships, direct permissions)
 * needs berechtigungs_pflege; nobody changes their own; and every permission the change
 * touches (carried by an added or removed role, group or direct row) must be held by the
 * actor. `touched` is that union; an empty change is always allowed.
 */
export function canChangeGrants(input: {
  actor: GrantActor;
  targetUserId: string;
  touched: readonly PermissionName[];
  changed: boolean;
}): Result<true> {
  const { actor } = input;
  if (!input.changed) return ok(true);
  if (!actor.permissions.includes(GRANT_PERMISSION))
    return err('GRANT_NEEDS_PERMISSION_CARE', { permission: GRANT_PERMISSION });
  if (actor.userId === input.targetUserId) return err('OWN_GRANTS');
  const beyond = permissionsBeyond(input.touched, actor.permissions);
  if (beyond.length > 0) return err('GRANT_EXCEEDS_OWN', { permissions: beyond });
  return ok(true);
}

/**
 * Issue 8.1 for roles and groups: a role's (or group's) permission set reaches every member,
 * so whoever edits it may add or remove only permissions they hold themselves. `touched`:
 * for a role, permissionsChanged(before, after) (creating is a change from nothing, deleting
 * a change to nothing, renaming touches nothing); for a group, what the added and removed
 * roles carry.
 */
export function canChangeGrantSource(input: {
  actor: GrantActor;
  touched: readonly PermissionName[];
}): Result<true> {
  if (!input.actor.permissions.includes(GRANT_PERMISSION))
    return err('GRANT_NEEDS_PERMISSION_CARE', { permission: GRANT_PERMISSION });
  const beyond = permissionsBeyond(input.touched, input.actor.permissions);
  if (beyond.length > 0) return err('GRANT_EXCEEDS_OWN', { permissions: beyond });
  return ok(true);
}
