import { USER_STATUSES } from '@buchbar/domain/user-status';
import { z } from 'zod';
import { PermissionAssignment } from './access';

export const UserStatus = z.enum(USER_STATUSES);

export const UserSummary = z
  .object({
    id: z.string(),
    email: z.email(),
    firstName: z.string(),
    lastName: z.string(),
    employeeId: z.string().nullable(),
    status: UserStatus,
    departmentId: z.uuid().nullable(),
    sso: z.boolean(),
    /** Invited: no password and no single sign-on yet (the invitation link lives 7 days). */
    invited: z.boolean(),
  })
  .meta({ id: 'UserSummary' });
export type UserSummary = z.infer<typeof UserSummary>;

export const UserDetail = UserSummary.extend({
  roleIds: z.array(z.uuid()),
  groupIds: z.array(z.uuid()),
  permissions: z.array(PermissionAssignment),
  /** A new address waiting to be confirmed through the link sent to it (issue 8.2). */
  pendingEmail: z.email().nullable().optional(),
}).meta({ id: 'UserDetail' });
export type UserDetail = z.infer<typeof UserDetail>;

export const UserPage = z.object({ items: z.array(UserSummary), total: z.number().int() });

export const UserQuery = z.object({
  search: z.string().trim().max(100).optional(),
  status: UserStatus.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});

/** The admin user dialog: every field optional, sets replace (roles, groups, permissions). */
export const UserUpdate = z.object({
  firstName: z.string().trim().min(1).max(100).optional(),
  lastName: z.string().trim().min(1).max(100).optional(),
  email: z.email().max(254).optional(),
  employeeId: z.string().trim().max(50).nullable().optional(),
  status: UserStatus.optional(),
  departmentId: z.uuid().nullable().optional(),
  roleIds: z.array(z.uuid()).max(100).optional(),
  groupIds: z.array(z.uuid()).max(100).optional(),
  permissions: z.array(PermissionAssignment).max(100).optional(),
});
export type UserUpdate = z.infer<typeof UserUpdate>;

/** Invite: the user gets a mail with a link to set a password (internal user management on). */
export const UserCreate = z.object({
  email: z.email().max(254),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  employeeId: z.string().trim().max(50).nullable().optional(),
  departmentId: z.uuid().nullable().optional(),
  roleIds: z.array(z.uuid()).max(100).default([]),
  groupIds: z.array(z.uuid()).max(100).default([]),
});
export type UserCreate = z.infer<typeof UserCreate>;

export const Department = z.object({ id: z.uuid(), name: z.string() }).meta({ id: 'Department' });
