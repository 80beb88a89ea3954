import { SETTING_TYPES } from '@buchbar/domain/settings-types';
import { z } from 'zod';

/** A permission of the catalogue (spec 6) with its typed default. */
export const PermissionDefinition = z
  .object({
    name: z.string(),
    type: z.enum(SETTING_TYPES),
    default: z.unknown(),
    description: z.string(),
  })
  .meta({ id: 'PermissionDefinition' });

/** An assignment: held when value is "true" (spec 6). */
export const PermissionAssignment = z.object({
  name: z.string().min(1).max(100),
  value: z.string().max(1000).default('true'),
});

export const Role = z
  .object({ id: z.uuid(), name: z.string(), permissions: z.array(PermissionAssignment) })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof Role>;

export const RoleInput = z.object({
  name: z.string().trim().min(1).max(100),
  permissions: z.array(PermissionAssignment).max(100).default([]),
});
export type RoleInput = z.infer<typeof RoleInput>;

export const Group = z
  .object({ id: z.uuid(), name: z.string(), roleIds: z.array(z.uuid()) })
  .meta({ id: 'Group' });
export type Group = z.infer<typeof Group>;

export const GroupInput = z.object({
  name: z.string().trim().min(1).max(100),
  roleIds: z.array(z.uuid()).max(100).default([]),
});
export type GroupInput = z.infer<typeof GroupInput>;

export const IdParams = z.object({ id: z.uuid() });
