import { err, ok, type Result } from './result';

/**
 * Tenant keys name per-tenant file folders. `default` holds the installation-wide defaults
 * (privacy notice, logo) that every tenant and the sign-in page fall back to, so no tenant may
 * take it (issue 8.4): otherwise its admins could replace the installation's files.
 */
export const RESERVED_TENANT_KEYS: readonly string[] = ['default'];

export function isReservedTenantKey(key: string): boolean {
  return RESERVED_TENANT_KEYS.includes(key.trim().toLowerCase());
}

/** A key a tenant may take (format is checked by the API contract). */
export function checkTenantKey(key: string): Result<string> {
  return isReservedTenantKey(key) ? err('TENANT_KEY_RESERVED', { key }) : ok(key);
}
