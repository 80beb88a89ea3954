import type { UserCreate, UserDetail, UserUpdate } from '@buchbar/contracts/users';
import { USER_STATUS, type UserStatus } from '@buchbar/domain/user-status';

/** The admin user dialog's values (spec 2 "admin user" modal). Empty strings stand for "none". */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  employeeId: string;
  status: UserStatus;
  departmentId: string;
  roleIds: string[];
  groupIds: string[];
  permissions: string[];
}

export const EMPTY_USER_FORM: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  employeeId: '',
  status: USER_STATUS.active,
  departmentId: '',
  roleIds: [],
  groupIds: [],
  permissions: [],
};

export function toUserFormValues(user: UserDetail): UserFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    employeeId: user.employeeId ?? '',
    status: user.status,
    departmentId: user.departmentId ?? '',
    roleIds: [...user.roleIds],
    groupIds: [...user.groupIds],
    permissions: user.permissions.filter((p) => p.value === 'true').map((p) => p.name),
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/**
 * PATCH body with only what changed against the loaded user, so a save never overwrites a
 * field someone else changed meanwhile. Texts are trimmed; empty optional fields become null.
 */
export function toUserUpdate(values: UserFormValues, initial: UserFormValues): UserUpdate {
  const update: UserUpdate = {};
  const text = (value: string) => value.trim();
  if (text(values.firstName) !== initial.firstName) update.firstName = text(values.firstName);
  if (text(values.lastName) !== initial.lastName) update.lastName = text(values.lastName);
  if (text(values.email).toLowerCase() !== initial.email.toLowerCase()) update.email = text(values.email);
  if (text(values.employeeId) !== initial.employeeId) update.employeeId = text(values.employeeId) || null;
  if (values.status !== initial.status) update.status = values.status;
  if (values.departmentId !== initial.departmentId) update.departmentId = values.departmentId || null;
  if (!sameSet(values.roleIds, initial.roleIds)) update.roleIds = values.roleIds;
  if (!sameSet(values.groupIds, initial.groupIds)) update.groupIds = values.groupIds;
  if (!sameSet(values.permissions, initial.permissions)) {
    update.permissions = values.permissions.map((name) => ({ name, value: 'true' }));
  }
  return update;
}

/** The invite form -> POST body (status is always aktiv; direct permissions are set later). */
export function toUserCreate(values: UserFormValues): UserCreate {
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    employeeId: values.employeeId.trim() || null,
    departmentId: values.departmentId || null,
    roleIds: values.roleIds,
    groupIds: values.groupIds,
  };
}

/**
 * The address a saved change waits to be confirmed for: an e-mail change never moves the
 * account at once; the server mails a link to the new address and keeps the old one until then.
 */
export function pendingEmailAfterSave(update: UserUpdate, saved: UserDetail): string | undefined {
  return update.email !== undefined && saved.pendingEmail ? saved.pendingEmail : undefined;
}

/**
 * A refusal to show in the form itself (403: the change would grant more than the admin holds,
 * touches a stronger user or the platform administrator, or the admin's own grants).
 */
export function refusalMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, message } = error as { status?: unknown; message?: unknown };
  return status === 403 && typeof message === 'string' && message ? message : undefined;
}
