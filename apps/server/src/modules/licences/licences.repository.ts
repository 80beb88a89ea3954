import { users } from '@buchbar/db/schema/identity';
import { driverLicenceChecks, driverLicences, licenceReminders } from '@buchbar/db/schema/licences';
import { departments } from '@buchbar/db/schema/tenancy';
import type { DriverLicence } from '@buchbar/domain/fleet/licence';
import type { LicenceClass } from '@buchbar/domain/fleet/vehicle-constants';
import { USER_STATUS } from '@buchbar/domain/user-status';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/database/database';

/** The only SQL of the licences context (issue 12 points 5-9; ADR 0011). */

export type PersonRow = {
  id: string;
  name: string;
  email: string;
  departmentId: string | null;
  departmentName: string | null;
  status: string;
};

export type LicenceRow = DriverLicence & {
  id: string;
  userId: string;
  number: string;
  restrictions: string;
  info: string;
  examinerId: string | null;
  examinerName: string | null;
};

const examiner = alias(users, 'examiner');

const licenceColumns = {
  id: driverLicences.id,
  userId: driverLicences.userId,
  number: driverLicences.number,
  issueDate: driverLicences.issueDate,
  classes: driverLicences.classes,
  restrictions: driverLicences.restrictions,
  info: driverLicences.info,
  banFrom: driverLicences.banFrom,
  banTo: driverLicences.banTo,
  lastCheck: driverLicences.lastCheck,
  nextCheck: driverLicences.nextCheck,
  examinerId: driverLicences.examinerId,
  examinerName: examiner.name,
};

type RawLicence = Omit<LicenceRow, 'classes'> & { classes: string[] };

const toLicence = (r: RawLicence): LicenceRow => ({
  ...r,
  classes: Object.fromEntries(r.classes.map((c) => [c as LicenceClass, true])),
});

/** A user of the tenant with their department, or undefined (another tenant's id: 404). */
export async function findPerson(db: Db, tenantId: string, userId: string): Promise<PersonRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      departmentId: users.departmentId,
      departmentName: departments.name,
      status: users.status,
    })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return row;
}

export async function findLicence(db: Db, tenantId: string, userId: string): Promise<LicenceRow | undefined> {
  const [row] = await db
    .select(licenceColumns)
    .from(driverLicences)
    .leftJoin(examiner, eq(examiner.id, driverLicences.examinerId))
    .where(and(eq(driverLicences.tenantId, tenantId), eq(driverLicences.userId, userId)));
  return row ? toLicence(row) : undefined;
}

/** Row lock for PUT and recording a check (two examiners at once write one after the other). */
export async function lockLicence(db: Db, tenantId: string, userId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`licence|${tenantId}|${userId}`}, 0))`,
  );
}

export async function listChecks(db: Db, licenceId: string) {
  return db
    .select({
      checkedOn: driverLicenceChecks.checkedOn,
      nextCheck: driverLicenceChecks.nextCheck,
      examinerId: driverLicenceChecks.examinerId,
      examinerName: driverLicenceChecks.examinerName,
      createdAt: driverLicenceChecks.createdAt,
    })
    .from(driverLicenceChecks)
    .where(eq(driverLicenceChecks.licenceId, licenceId))
    .orderBy(desc(driverLicenceChecks.createdAt));
}

export type LicenceValues = {
  number: string;
  issueDate: string;
  classes: LicenceClass[];
  restrictions: string;
  info: string;
  banFrom: string | null;
  banTo: string | null;
  lastCheck: string | null;
  nextCheck: string | null;
};

export async function upsertLicence(
  db: Db,
  tenantId: string,
  userId: string,
  v: LicenceValues,
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(driverLicences)
    .values({ tenantId, userId, ...v, updatedAt: now, createdAt: now })
    .onConflictDoUpdate({
      target: [driverLicences.tenantId, driverLicences.userId],
      set: { ...v, updatedAt: now },
    })
    .returning({ id: driverLicences.id });
  if (!row) throw new Error('licence upsert returned no row');
  return row.id;
}

export async function recordCheck(
  db: Db,
  c: {
    tenantId: string;
    licenceId: string;
    checkedOn: string;
    nextCheck: string;
    examinerId: string;
    examinerName: string;
    now: Date;
  },
): Promise<void> {
  await db
    .update(driverLicences)
    .set({ lastCheck: c.checkedOn, nextCheck: c.nextCheck, examinerId: c.examinerId, updatedAt: c.now })
    .where(eq(driverLicences.id, c.licenceId));
  await db.insert(driverLicenceChecks).values({
    tenantId: c.tenantId,
    licenceId: c.licenceId,
    checkedOn: c.checkedOn,
    nextCheck: c.nextCheck,
    examinerId: c.examinerId,
    examinerName: c.examinerName,
    createdAt: c.now,
  });
}

export type ListRow = PersonRow & {
  classes: string[] | null;
  lastCheck: string | null;
  nextCheck: string | null;
  banFrom: string | null;
  banTo: string | null;
  hasLicence: boolean;
};

/** Every active user of the tenant with their licence's dates (none = no licence). */
export async function listPeople(db: Db, tenantId: string): Promise<ListRow[]> {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      departmentId: users.departmentId,
      departmentName: departments.name,
      status: users.status,
      classes: driverLicences.classes,
      lastCheck: driverLicences.lastCheck,
      nextCheck: driverLicences.nextCheck,
      banFrom: driverLicences.banFrom,
      banTo: driverLicences.banTo,
      hasLicence: sql<boolean>`${driverLicences.id} is not null`,
    })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(driverLicences, and(eq(driverLicences.userId, users.id), eq(driverLicences.tenantId, tenantId)))
    .where(and(eq(users.tenantId, tenantId), eq(users.status, USER_STATUS.active)))
    .orderBy(asc(users.name), asc(users.id));
}

export type ReminderCandidate = {
  tenantId: string;
  userId: string;
  name: string;
  email: string;
  departmentId: string | null;
  nextCheck: string;
};

/** Licences of active users whose next check is on or before `until` (the job's candidates). */
export async function reminderCandidates(db: Db, until: string): Promise<ReminderCandidate[]> {
  const rows = await db
    .select({
      tenantId: driverLicences.tenantId,
      userId: driverLicences.userId,
      name: users.name,
      email: users.email,
      departmentId: users.departmentId,
      nextCheck: driverLicences.nextCheck,
    })
    .from(driverLicences)
    .innerJoin(users, eq(users.id, driverLicences.userId))
    .where(
      and(
        isNotNull(driverLicences.nextCheck),
        sql`${driverLicences.nextCheck} <= ${until}`,
        eq(users.status, USER_STATUS.active),
      ),
    )
    .orderBy(asc(driverLicences.tenantId), asc(driverLicences.nextCheck));
  return rows.flatMap((r) => (r.nextCheck ? [{ ...r, nextCheck: r.nextCheck }] : []));
}

/** Records a reminder key; false when it was there already (sent before, or by another instance). */
export async function claimReminder(db: Db, tenantId: string, key: string): Promise<boolean> {
  const rows = await db
    .insert(licenceReminders)
    .values({ occurrenceKey: key, tenantId })
    .onConflictDoNothing()
    .returning({ key: licenceReminders.occurrenceKey });
  return rows.length === 1;
}

/** The departments of the given users (examiners), for the department check. */
export async function departmentsOf(db: Db, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string | null>();
  const rows = await db
    .select({ id: users.id, departmentId: users.departmentId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.departmentId]));
}
