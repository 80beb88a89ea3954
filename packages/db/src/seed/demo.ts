import { count } from 'drizzle-orm';
import { tenants } from '../schema/tenancy';
import { seedDemoAccess } from './demo-access';
import { seedDemoFleet } from './demo-fleet';
import { seedDemoLicences } from './demo-licences';
import { seedDemoLogbook } from './demo-logbook';
import { DEMO_LOCATION_ID, seedDemoSpaces } from './demo-spaces';
import { createDepartment, createTenant, createUser, type HashPassword, type SeedDb } from './fixtures';

export const DEMO_PASSWORD = 'buchbar-demo';
export const DEMO_TENANT_ID = '00000000-0000-4000-8000-000000000001';

const dept = (n: number) => `00000000-0000-4000-8001-${String(n).padStart(12, '0')}`;

export const DEMO_DEPARTMENTS = [
  { id: dept(1), name: 'Verwaltung' },
  { id: dept(2), name: 'IT' },
  { id: dept(3), name: 'Fuhrpark' },
  { id: dept(4), name: 'Forschung' },
] as const;

/** The demo accounts of the README; roles and permissions are attached by the identity issue. */
export const DEMO_USERS = [
  { id: 'demo-admin', email: 'admin@demo.example', firstName: 'Anna', lastName: 'Admin', dept: 1 },
  { id: 'demo-booker', email: 'booker@demo.example', firstName: 'Ben', lastName: 'Bucher', dept: 4 },
  { id: 'demo-approver', email: 'approver@demo.example', firstName: 'Clara', lastName: 'Freigabe', dept: 1 },
  { id: 'demo-fleet', email: 'fleet@demo.example', firstName: 'David', lastName: 'Fuhrpark', dept: 3 },
  { id: 'demo-examiner', email: 'examiner@demo.example', firstName: 'Eva', lastName: 'Prüfer', dept: 3 },
  { id: 'demo-platform', email: 'platform@demo.example', firstName: 'Paul', lastName: 'Plattform', dept: 2 },
] as const;

/**
 * Fills an empty database with the demo tenant. Deterministic ids, so tests and docs can
 * refer to them; does nothing when any tenant exists already.
 */
export async function seedDemo(
  db: SeedDb,
  hashPassword: HashPassword,
  today: string,
  /** The seed instant (epoch ms): booker@'s demo trip can be started right after it. */
  now?: number,
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(tenants);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await createTenant(tx, { id: DEMO_TENANT_ID, name: 'Demo GmbH', key: 'demo', domains: ['demo.example'] });
    for (const d of DEMO_DEPARTMENTS) await createDepartment(tx, { ...d, tenantId: DEMO_TENANT_ID });
    // One hash for all demo accounts: scrypt is deliberately slow and they share the password.
    const hash = await hashPassword(DEMO_PASSWORD);
    for (const u of DEMO_USERS) {
      await createUser(
        tx,
        {
          id: u.id,
          tenantId: DEMO_TENANT_ID,
          email: u.email,
          firstName: u.firstName,
          lastName: u.lastName,
          password: DEMO_PASSWORD,
          departmentId: DEMO_DEPARTMENTS[u.dept - 1]?.id ?? null,
          platformAdmin: u.id === 'demo-platform',
        },
        async () => hash,
      );
    }
    await seedDemoAccess(
      tx,
      DEMO_TENANT_ID,
      DEMO_USERS.map((u) => u.id),
    );
    await seedDemoSpaces(tx, DEMO_TENANT_ID, today);
    await seedDemoFleet(
      tx,
      DEMO_TENANT_ID,
      today,
      {
        mainLocationId: DEMO_LOCATION_ID,
        fleetDepartmentId: DEMO_DEPARTMENTS[2].id,
      },
      now,
    );
    // Several weeks of completed trips in the logbooks (issue 12), after the fleet's own trips.
    await seedDemoLogbook(tx, DEMO_TENANT_ID, today, now ?? Date.parse(`${today}T11:00:00Z`));
    await seedDemoLicences(tx, DEMO_TENANT_ID, today);
  });
  return true;
}
