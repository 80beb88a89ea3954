/**
 * Levels and categories of the audit log (spec "Logging rows: level, message, category,
 * tenant"). New categories (fleet, trips …) are added here and in a migration's CHECK.
 */
export const AUDIT_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
export type AuditLevel = (typeof AUDIT_LEVELS)[number];

export const AUDIT_CATEGORIES = [
  'LOGIN',
  'USER',
  'PERMISSION',
  'SETTINGS',
  'TENANT',
  'SPACES',
  'LICENCE',
] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

/**
 * What an entry records, as a code the web translates with the entry's `params` (issue 14
 * point 6: the audit log follows the reader's language; permission names and setting keys in the
 * params are shown with their labels). The stored `message` stays as a German fallback for rows
 * written before events existed and for reading the table directly.
 */
export const AUDIT_EVENTS = [
  'SIGN_IN',
  'SIGN_IN_FAILED',
  'SSO_SIGN_IN_FAILED',
  'SSO_LINK_REFUSED',
  'SSO_LINKED',
  'SSO_LINK_APPROVED',
  'SSO_ISSUER_REFUSED',
  'SSO_CONFIGURED',
  'USER_INVITED',
  'USER_CHANGED',
  'EMAIL_CHANGE_REQUESTED',
  'EMAIL_CHANGED',
  'OWN_NAME_CHANGED',
  'INVITATION_RESENT',
  'FIRST_ADMIN_INVITED',
  'ROLE_CREATED',
  'ROLE_CHANGED',
  'ROLE_DELETED',
  'GROUP_CREATED',
  'GROUP_CHANGED',
  'GROUP_DELETED',
  'SETTINGS_CHANGED',
  'TENANT_CREATED',
  'TENANT_CHANGED',
  'TENANT_DELETED',
  'FLOOR_PLAN_CREATED',
  'FLOOR_PLAN_CHANGED',
  'LICENCE_VIEWED',
  'LICENCE_LIST_VIEWED',
  'LICENCE_RECORDED',
  'LICENCE_CHANGED',
  'LICENCE_CHECK_RECORDED',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

/** Values an event's text is built from: names, e-mail addresses, permission names, setting keys. */
export type AuditParams = Readonly<Record<string, string | number | boolean | readonly string[]>>;

export function isAuditEvent(value: unknown): value is AuditEvent {
  return typeof value === 'string' && (AUDIT_EVENTS as readonly string[]).includes(value);
}
