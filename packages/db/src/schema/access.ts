import { index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, uuidId } from './columns';
import { userRef } from './identity';
import { tenantRef } from './tenancy';

/**
 * Roles, groups and permission assignments (spec 3 and 6). Permission names are a catalogue
 * in code (packages/domain/permissions); rows hold assignments with their value.
 */
export const roles = pgTable(
  'roles',
  {
    id: uuidId(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('roles_tenant_name_uq').on(t.tenantId, t.name)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    tenantId: tenantRef(),
    roleId: ownedBy('role_id', () => roles.id),
    permission: text('permission').notNull(),
    value: text('value').notNull().default('true'),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.permission] }),
    index('role_permissions_tenant_idx').on(t.tenantId),
  ],
);

export const groups = pgTable(
  'groups',
  {
    id: uuidId(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('groups_tenant_name_uq').on(t.tenantId, t.name)],
);

export const groupRoles = pgTable(
  'group_roles',
  {
    tenantId: tenantRef(),
    groupId: ownedBy('group_id', () => groups.id),
    roleId: ownedBy('role_id', () => roles.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.roleId] }), index('group_roles_tenant_idx').on(t.tenantId)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    tenantId: tenantRef(),
    userId: userRef('user_id'),
    roleId: ownedBy('role_id', () => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_tenant_idx').on(t.tenantId)],
);

export const userGroups = pgTable(
  'user_groups',
  {
    tenantId: tenantRef(),
    userId: userRef('user_id'),
    groupId: ownedBy('group_id', () => groups.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] }), index('user_groups_tenant_idx').on(t.tenantId)],
);

/** Permissions given to a user directly, besides roles and groups. */
export const userPermissions = pgTable(
  'user_permissions',
  {
    tenantId: tenantRef(),
    userId: userRef('user_id'),
    permission: text('permission').notNull(),
    value: text('value').notNull().default('true'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.permission] }),
    index('user_permissions_tenant_idx').on(t.tenantId),
  ],
);
