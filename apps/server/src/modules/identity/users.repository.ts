import { userGroups, userPermissions, userRoles } from '@buchbar/db/schema/access';
import { users } from '@buchbar/db/schema/identity';
import { departments } from '@buchbar/db/schema/tenancy';
import { USER_STATUS, type UserStatus } from '@buchbar/domain/user-status';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

const summary = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  employeeId: users.employeeId,
  status: users.status,
  departmentId: users.departmentId,
  sso: users.sso,
  // Invited until a way to sign in exists (domain isInvited: no password, no single sign-on).
  // Qualified by hand: inside the sub-select drizzle would leave "id" unqualified (= the account's).
  invited: sql<boolean>`not exists (select 1 from "accounts" a where a."user_id" = "users"."id")`,
};

export async function listUsers(
  db: Db,
  tenantId: string,
  q: { search?: string; status?: UserStatus; page: number; pageSize: number },
) {
  const filters: SQL[] = [eq(users.tenantId, tenantId), eq(users.status, q.status ?? USER_STATUS.active)];
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(users.email, like), ilike(users.firstName, like), ilike(users.lastName, like));
    if (match) filters.push(match);
  }
  const where = and(...filters);
  const [items, totals] = await Promise.all([
    db
      .select(summary)
      .from(users)
      .where(where)
      .orderBy(asc(users.email))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

export async function findUser(db: Db, tenantId: string, id: string) {
  const rows = await db
    .select(summary)
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  const user = rows[0];
  if (!user) return undefined;
  const [r, g, p] = await Promise.all([
    db
      .select({ id: userRoles.roleId })
      .from(userRoles)
      .where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.userId, id))),
    db
      .select({ id: userGroups.groupId })
      .from(userGroups)
      .where(and(eq(userGroups.tenantId, tenantId), eq(userGroups.userId, id))),
    db
      .select({ name: userPermissions.permission, value: userPermissions.value })
      .from(userPermissions)
      .where(and(eq(userPermissions.tenantId, tenantId), eq(userPermissions.userId, id))),
  ]);
  return { ...user, roleIds: r.map((x) => x.id), groupIds: g.map((x) => x.id), permissions: p };
}

/** Platform administrators are never edited through a tenant's user administration (issue 8.2). */
export async function isPlatformAdmin(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ on: users.platformAdmin }).from(users).where(eq(users.id, id));
  return rows[0]?.on === true;
}

export async function findUserIdByEmail(db: Db, email: string) {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  return rows[0]?.id;
}

export type UserFields = Partial<{
  firstName: string;
  lastName: string;
  email: string;
  employeeId: string | null;
  status: UserStatus;
  departmentId: string | null;
}>;

export async function insertUser(
  db: Db,
  tenantId: string,
  id: string,
  f: Required<Pick<UserFields, 'email' | 'firstName' | 'lastName'>> & UserFields,
) {
  await db.insert(users).values({
    id,
    tenantId,
    name: `${f.firstName} ${f.lastName}`,
    email: f.email.toLowerCase(),
    // An admin vouches for the address; unverified accounts lose their password account when
    // better-auth signs them in by e-mailed code the first time.
    emailVerified: true,
    firstName: f.firstName,
    lastName: f.lastName,
    employeeId: f.employeeId ?? null,
    departmentId: f.departmentId ?? null,
  });
}

export async function updateUserFields(db: Db, tenantId: string, id: string, f: UserFields) {
  const set: Record<string, unknown> = { ...f, updatedAt: new Date() };
  if (f.email) set.email = f.email.toLowerCase();
  await db
    .update(users)
    .set(set)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
}

export async function syncUserName(db: Db, id: string) {
  const [u] = await db.select({ f: users.firstName, l: users.lastName }).from(users).where(eq(users.id, id));
  if (u)
    await db
      .update(users)
      .set({ name: `${u.f} ${u.l}`.trim() })
      .where(eq(users.id, id));
}

/** Replaces a user's role set: inserts the new, deletes the removed (spec 7 upsert/delete). */
export async function replaceUserRoles(db: Db, tenantId: string, userId: string, roleIds: string[]) {
  await db.delete(userRoles).where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.userId, userId)));
  if (roleIds.length > 0)
    await db.insert(userRoles).values(roleIds.map((roleId) => ({ tenantId, userId, roleId })));
}

export async function replaceUserGroups(db: Db, tenantId: string, userId: string, groupIds: string[]) {
  await db.delete(userGroups).where(and(eq(userGroups.tenantId, tenantId), eq(userGroups.userId, userId)));
  if (groupIds.length > 0)
    await db.insert(userGroups).values(groupIds.map((groupId) => ({ tenantId, userId, groupId })));
}

export async function replaceUserPermissions(
  db: Db,
  tenantId: string,
  userId: string,
  grants: { name: string; value: string }[],
) {
  await db
    .delete(userPermissions)
    .where(and(eq(userPermissions.tenantId, tenantId), eq(userPermissions.userId, userId)));
  if (grants.length > 0) {
    await db
      .insert(userPermissions)
      .values(grants.map((g) => ({ tenantId, userId, permission: g.name, value: g.value })));
  }
}

export async function listDepartments(db: Db, tenantId: string) {
  return db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.tenantId, tenantId))
    .orderBy(asc(departments.name));
}

export async function departmentExists(db: Db, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.tenantId, tenantId), eq(departments.id, id)));
  return rows.length > 0;
}
