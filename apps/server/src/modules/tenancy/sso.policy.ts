import type { Actor } from '../../platform/auth/session';
import { forbidden } from '../../platform/http/app-error';

/** Injected: app.ts wires the access module's effective permissions. */
export type HasPermission = (actor: Actor, permission: string) => Promise<boolean>;

export const SSO_ADMIN_PERMISSION = 'customizing_mandant_pflege';
/** Approving that an account with a password or TOTP is linked to SSO is user management. */
export const SSO_LINK_APPROVAL_PERMISSION = 'benutzer_pflegen';

/** Tenant admins with the tenant-settings permission configure their own tenant's provider only. */
export async function assertCanManageSso(actor: Actor, hasPermission: HasPermission): Promise<string> {
  if (!actor.tenantId) throw forbidden({ permission: SSO_ADMIN_PERMISSION });
  if (!(await hasPermission(actor, SSO_ADMIN_PERMISSION)))
    throw forbidden({ permission: SSO_ADMIN_PERMISSION });
  return actor.tenantId;
}
