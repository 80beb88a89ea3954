import { USER_STATUS, type UserStatus } from '@buchbar/domain/user-status';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { accounts, users } from '../schema/identity';
import { departments, tenantDomains, tenants } from '../schema/tenancy';

/** Seeds and test fixtures share these builders; ids are passed in so seeds stay deterministic. */
export type SeedDb = NodePgDatabase;
export type HashPassword = (password: string) => Promise<string>;

export async function createTenant(
  db: SeedDb,
  t: { id: string; name: string; key: string; domains: string[] },
): Promise<void> {
  await db.insert(tenants).values({ id: t.id, name: t.name, key: t.key });
  if (t.domains.length > 0) {
    await db
      .insert(tenantDomains)
      .values(t.domains.map((domain) => ({ tenantId: t.id, domain, clientId: t.key })));
  }
}

export async function createDepartment(
  db: SeedDb,
  d: { id: string; tenantId: string; name: string },
): Promise<void> {
  await db.insert(departments).values(d);
}

export type UserFixture = {
  id: string;
  tenantId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  departmentId?: string | null;
  platformAdmin?: boolean;
  status?: UserStatus;
  employeeId?: string;
};

/** A user with an e-mail/password credential exactly as better-auth stores it. */
export async function createUser(db: SeedDb, u: UserFixture, hashPassword: HashPassword): Promise<void> {
  const now = new Date();
  await db.insert(users).values({
    id: u.id,
    name: `${u.firstName} ${u.lastName}`,
    email: u.email.toLowerCase(),
    emailVerified: true,
    tenantId: u.tenantId,
    firstName: u.firstName,
    lastName: u.lastName,
    employeeId: u.employeeId ?? null,
    status: u.status ?? USER_STATUS.active,
    departmentId: u.departmentId ?? null,
    platformAdmin: u.platformAdmin ?? false,
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(accounts).values({
    id: `cred-${u.id}`,
    accountId: u.id,
    providerId: 'credential',
    userId: u.id,
    password: await hashPassword(u.password),
    createdAt: now,
    updatedAt: now,
  });
}
