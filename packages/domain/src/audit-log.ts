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
