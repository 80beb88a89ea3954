import { PERMISSION_NAMES } from '@buchbar/domain/permissions';
import { assignGroups, assignRoles, createGroup, createRole } from './access-fixtures';
import type { SeedDb } from './fixtures';

const role = (n: number) => `00000000-0000-4000-8002-${String(n).padStart(12, '0')}`;
const group = (n: number) => `00000000-0000-4000-8003-${String(n).padStart(12, '0')}`;

/** The demo roles (spec 1: booker, approver, fleet manager, licence examiner, admin). */
export const DEMO_ROLES = [
  {
    // Every permission: the tenant's strongest account, so it may manage everyone (issue 8:
    // nobody grants what they do not hold, nobody edits a stronger user).
    id: role(1),
    name: 'Administration',
    permissions: [...PERMISSION_NAMES],
  },
  { id: role(2), name: 'Buchende', permissions: ['fahrzeug_buchen'] },
  { id: role(3), name: 'Freigabe Sonderfahrten', permissions: ['fahrzeug_freigabe_von_sonderfahrten'] },
  {
    id: role(4),
    name: 'Fuhrparkleitung',
    permissions: [
      'fahrzeug_pflege',
      'fahrzeug_fremdbuchung',
      'fahrzeug_logbuch_report',
      'fahrzeug_gastbuchung',
    ],
  },
  { id: role(5), name: 'Führerscheinprüfung', permissions: ['fahrzeug_fuehrerscheinpruefung'] },
] as const;

export const DEMO_GROUPS = [{ id: group(1), name: 'Alle Mitarbeitenden', roleIds: [role(2)] }] as const;

const DEMO_ASSIGNMENTS: Record<string, readonly string[]> = {
  'demo-admin': [role(1)],
  'demo-approver': [role(3)],
  'demo-fleet': [role(4)],
  'demo-examiner': [role(5)],
};

/** Everyone except the platform administrator books through the "all staff" group. */
export async function seedDemoAccess(
  db: SeedDb,
  tenantId: string,
  userIds: readonly string[],
): Promise<void> {
  for (const r of DEMO_ROLES) await createRole(db, { ...r, tenantId });
  for (const g of DEMO_GROUPS) await createGroup(db, { ...g, tenantId });
  for (const userId of userIds) {
    await assignRoles(db, tenantId, userId, DEMO_ASSIGNMENTS[userId] ?? []);
    if (userId !== 'demo-platform') await assignGroups(db, tenantId, userId, [group(1)]);
  }
}
