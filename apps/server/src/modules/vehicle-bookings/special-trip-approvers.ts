import { chooseApprovers, needsAdminFallback, type TripParties } from '@buchbar/domain/fleet/approval';
import { ADMIN_PERMISSIONS } from '@buchbar/domain/permissions';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/http/app-error';
import { activeUsersHolding } from '../access/access.module';

type User = { id: string; email: string };

/**
 * Who approves a special trip (ADR 0018, domain chooseApprovers): the special-trip approvers
 * except its booker and driver, else the tenant's admins (spec 6: holding any admin permission)
 * except them; nobody left is a 422 NO_APPROVER_AVAILABLE. Read in the booking's transaction.
 */
export async function approversForTrip(db: Db, tenantId: string, trip: TripParties): Promise<User[]> {
  const approvers = await activeUsersHolding(db, tenantId, 'fahrzeug_freigabe_von_sonderfahrten');
  const admins = needsAdminFallback(approvers, trip) ? await activeAdmins(db, tenantId) : [];
  const chosen = chooseApprovers({ approvers, admins, trip });
  if (!chosen.ok) throw new AppError(422, chosen.code, chosen.details);
  return chosen.value.approvers;
}

/** The tenant's active admins, once each, ordered by id (only asked for the fallback). */
async function activeAdmins(db: Db, tenantId: string): Promise<User[]> {
  const byId = new Map<string, User>();
  // One after the other: the queries share the transaction's connection.
  for (const permission of ADMIN_PERMISSIONS)
    for (const u of await activeUsersHolding(db, tenantId, permission)) byId.set(u.id, u);
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
