import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './database';

/**
 * Every advisory lock Buchbar takes, in one place (ARCHITECTURE 3: a booking transaction takes
 * the lock of its resource before its checks). A transaction lock uses PostgreSQL's two-key form
 * `pg_advisory_xact_lock(namespace, hashtext(id))`: the namespace names the kind of resource, so
 * a seat and a vehicle with colliding hashes never wait for each other; two ids of one kind whose
 * hashes collide merely queue behind each other (correct, only slower).
 *
 * A new kind of resource gets a new number here (never reuse one: instances of two releases run
 * side by side during a rolling update and must agree on every key).
 */
export const LOCK_NAMESPACES = {
  /** Every booking change of one seat or room (space id). Also used as raw SQL by bench/seat-rush.mjs. */
  seat: 1,
  /** Every change of a tenant's roles, groups and grants (tenant id). */
  tenantGrants: 2,
  /** A floor plan's configuration as a whole (floor plan id). */
  floorPlan: 3,
  /** Every booking change of one vehicle (vehicle id; the vehicles module's lockVehicle). */
  vehicle: 4,
  /** A tenant's object-attribute definitions as a whole (tenant id; the vehicles module). */
  objectAttributes: 5,
  /**
   * One person's places of one product ("tenant|product|user"; issue 22 point 8): taken before the
   * seat's lock by every booking a person makes or confirms for themselves, so two requests for
   * two different seats by the same person cannot both pass the one-place check.
   */
  personPlaces: 6,
} as const;

export type LockKind = keyof typeof LOCK_NAMESPACES;

/**
 * The session lock under which an instance migrates the database (platform/database/migrate.ts).
 * It uses the one-key form, a key space of its own that never meets the two-key locks above,
 * and keeps the value of the first release ("buch"), so instances of every release agree.
 */
export const MIGRATION_LOCK_KEY = 0x62756368;

/**
 * The session lock under which an instance creates a pg-boss queue (platform/jobs/jobs.ts):
 * instances starting together on a new database would otherwise create the same queue (a
 * partitioned table) at once and deadlock. One-key form, like the migration lock.
 */
export const JOB_QUEUE_LOCK_KEY = 0x62756369;

/**
 * The statement that takes the transaction lock of one resource, as text with the id as an
 * escaped literal: for statements sent as one batch (BatchedTransaction), which take no parameters.
 */
export function xactLockStatement(kind: LockKind, id: string): string {
  return `select pg_advisory_xact_lock(${LOCK_NAMESPACES[kind]}, hashtext(${pg.escapeLiteral(id)}))`;
}

/** Takes the transaction lock of one resource (held until the transaction ends). */
export async function lockInTransaction(db: Db, kind: LockKind, id: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(LOCK_NAMESPACES[kind]))}, hashtext(${id}))`,
  );
}
