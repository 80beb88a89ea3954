import { LICENCE_CLASSES } from '@buchbar/domain/fleet/vehicle-constants';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sqlValueList } from '../value-checks';
import { createdAt, ownedBy, updatedAt, uuidId } from './columns';
import { userRef, users } from './identity';
import { tenantRef } from './tenancy';

const CLASS_LIST = sql.raw(`array[${sqlValueList(LICENCE_CLASSES)}]::text[]`);

/**
 * A user's driver's licence (spec 3 "Driver's licence"; issue 12 point 5; ADR 0011): one per
 * user. The class flags are stored as the array of held classes (CHECKed against the spec's
 * list). No scan or photo of the licence is stored (data minimisation). Dates are local dates of
 * the tenant's zone; the ban's days are inclusive, ban_to null = until further notice.
 */
export const driverLicences = pgTable(
  'driver_licences',
  {
    id: uuidId(),
    tenantId: tenantRef(),
    userId: userRef('user_id'),
    number: text('number').notNull(),
    issueDate: date('issue_date').notNull(),
    classes: text('classes').array().notNull().default(sql`'{}'::text[]`),
    restrictions: text('restrictions').notNull().default(''),
    info: text('info').notNull().default(''),
    banFrom: date('ban_from'),
    banTo: date('ban_to'),
    lastCheck: date('last_check'),
    nextCheck: date('next_check'),
    /** Who recorded the last check (the examiner). */
    examinerId: text('examiner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('driver_licences_tenant_user_uq').on(t.tenantId, t.userId),
    index('driver_licences_tenant_next_check_idx').on(t.tenantId, t.nextCheck),
    check('driver_licences_number_ck', sql`char_length(${t.number}) between 1 and 50`),
    check('driver_licences_restrictions_ck', sql`char_length(${t.restrictions}) <= 500`),
    check('driver_licences_info_ck', sql`char_length(${t.info}) <= 2000`),
    check('driver_licences_classes_ck', sql`${t.classes} <@ ${CLASS_LIST}`),
    check(
      'driver_licences_ban_ck',
      sql`${t.banTo} is null or (${t.banFrom} is not null and ${t.banTo} >= ${t.banFrom})`,
    ),
    check('driver_licences_last_check_ck', sql`${t.lastCheck} is null or ${t.lastCheck} >= ${t.issueDate}`),
    check(
      'driver_licences_next_check_ck',
      sql`${t.nextCheck} is null or (${t.lastCheck} is not null and ${t.nextCheck} > ${t.lastCheck})`,
    ),
  ],
);

/**
 * The check history (issue 12 point 7 "the check history stays"): every recorded check is a new
 * row, never changed. The examiner's name is kept beside the id so the record survives the
 * examiner's account.
 */
export const driverLicenceChecks = pgTable(
  'driver_licence_checks',
  {
    id: uuidId(),
    tenantId: tenantRef(),
    licenceId: ownedBy('licence_id', () => driverLicences.id),
    checkedOn: date('checked_on').notNull(),
    nextCheck: date('next_check').notNull(),
    examinerId: text('examiner_id').references(() => users.id, { onDelete: 'set null' }),
    examinerName: text('examiner_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('driver_licence_checks_licence_idx').on(t.licenceId, t.createdAt),
    check('driver_licence_checks_next_ck', sql`${t.nextCheck} > ${t.checkedOn}`),
  ],
);

/**
 * Reminder mails sent (issue 12 point 7: exactly once per check and kind): the job inserts the
 * key in the transaction that queues the mails, so a second run or instance conflicts and sends
 * nothing.
 */
export const licenceReminders = pgTable('licence_reminders', {
  occurrenceKey: text('occurrence_key').primaryKey(),
  tenantId: tenantRef(),
  createdAt: createdAt(),
});
