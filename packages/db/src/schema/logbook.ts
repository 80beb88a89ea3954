import { LOGBOOK_VERSION_KINDS } from '@buchbar/domain/fleet/logbook';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { valueCheck } from '../value-checks';
import { createdAt, timestamptz, uuidId } from './columns';
import { vehicles } from './fleet';
import { tenants } from './tenancy';

/**
 * The logbook (Fahrtenbuch, issue 12; ADR 0010). Both tables are append-only: a trigger of
 * migration 0016 refuses UPDATE, DELETE and TRUNCATE, so a correction can only be a new version.
 * No foreign key acts on delete (a cascade or "set null" would be an UPDATE or DELETE), and the
 * author is stored by id and name (users may change their name; the version keeps the one it had).
 */
export const logbookEntries = pgTable(
  'logbook_entries',
  {
    id: uuidId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    /**
     * One entry per trip: made in the check-out's transaction. Deliberately no foreign key: the
     * logbook is a record of its own that outlives whatever happens to the booking row.
     */
    bookingId: uuid('booking_id').notNull(),
    /** The driver's account (null for a guest): who may complete the entry while it is open. */
    driverId: text('driver_id'),
    /** The check-out: the completion period is counted from this instant's day. */
    tripEndedAt: timestamptz('trip_ended_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('logbook_entries_booking_uq').on(t.bookingId),
    index('logbook_entries_vehicle_idx').on(t.tenantId, t.vehicleId, t.tripEndedAt),
    index('logbook_entries_driver_idx').on(t.tenantId, t.driverId, t.tripEndedAt),
  ],
);

/**
 * A version of an entry: the ORIGINAL at check-out, then COMPLETIONs by the driver and
 * CORRECTIONs with a reason. `seq` numbers a vehicle's versions 1, 2, 3, …; `hash` is
 * sha256(prev_hash + "\n" + canonical JSON of the version), `prev_hash` the hash of seq - 1
 * (zeros for seq 1) — see packages/domain/src/fleet/logbook-chain.ts.
 */
export const logbookVersions = pgTable(
  'logbook_versions',
  {
    id: uuidId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => logbookEntries.id),
    seq: integer('seq').notNull(),
    version: integer('version').notNull(),
    kind: text('kind', { enum: LOGBOOK_VERSION_KINDS }).notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    reason: text('reason').notNull().default(''),
    authorId: text('author_id'),
    authorName: text('author_name').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('logbook_versions_chain_uq').on(t.vehicleId, t.seq),
    uniqueIndex('logbook_versions_entry_uq').on(t.entryId, t.version),
    index('logbook_versions_tenant_vehicle_idx').on(t.tenantId, t.vehicleId, t.seq),
    check('logbook_versions_seq_ck', sql`${t.seq} >= 1 and ${t.version} >= 1`),
    check('logbook_versions_reason_ck', sql`char_length(${t.reason}) <= 500`),
    check('logbook_versions_correction_reason_ck', sql`${t.kind} <> 'CORRECTION' or ${t.reason} <> ''`),
    check('logbook_versions_hash_ck', sql`${t.hash} ~ '^[0-9a-f]{64}$' and ${t.prevHash} ~ '^[0-9a-f]{64}$'`),
    valueCheck('logbook_versions_kind_ck', t.kind),
  ],
);
