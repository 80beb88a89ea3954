import { vehicleBookings } from '@buchbar/db/schema/fleet';
import { reports } from '@buchbar/db/schema/reports';
import { settingValues } from '@buchbar/db/schema/settings';
import { floorPlans, spaceBookings, spaces } from '@buchbar/db/schema/spaces';
import { tenants } from '@buchbar/db/schema/tenancy';
import type { BookingStatus } from '@buchbar/domain/booking/status';
import { TRIP_CANCEL_REASONS } from '@buchbar/domain/fleet/cancel-reasons';
import type { ReportInterval, ReportKind } from '@buchbar/domain/fleet/report-period';
import type { BookingGroup, ReportFloorPlan } from '@buchbar/domain/fleet/report-usage';
import type { LanguageCode } from '@buchbar/domain/settings-general';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

/**
 * The reports' SQL (issue 13 point 5; ADR 0015). Like the calendar feeds, the usage counts read
 * the booking tables of vehicles and spaces directly (grouped, read-only) instead of importing those
 * modules; the logbook comes through the logbook module's front door.
 */

export type ReportRow = typeof reports.$inferSelect;

export type NewReport = {
  id: string;
  tenantId: string;
  kind: ReportKind;
  interval: ReportInterval;
  periodStart: Date;
  periodEnd: Date;
  requestedBy: string | null;
  requestedByName: string;
  recipients: string[];
  language: LanguageCode;
  summary: unknown;
  createdAt: Date;
};

/**
 * Writes the report; a second scheduled report of the same tenant and period is skipped by the
 * partial unique index (ON CONFLICT DO NOTHING waits for a concurrent insert to commit or roll
 * back, so exactly one transaction wins). Returns whether this one was written.
 */
export async function insertReport(db: Db, r: NewReport): Promise<boolean> {
  const rows = await db
    .insert(reports)
    .values({ ...r, summary: r.summary as Record<string, unknown> })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return rows.length === 1;
}

export async function scheduledReportExists(db: Db, tenantId: string, start: Date, end: Date) {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.tenantId, tenantId),
        eq(reports.kind, 'scheduled'),
        eq(reports.periodStart, start),
        eq(reports.periodEnd, end),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function listReports(db: Db, tenantId: string, page: number, pageSize: number) {
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(reports)
      .where(eq(reports.tenantId, tenantId))
      .orderBy(desc(reports.createdAt), desc(reports.periodStart), desc(reports.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(reports).where(eq(reports.tenantId, tenantId)),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

export async function findReport(db: Db, tenantId: string, id: string): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.tenantId, tenantId), eq(reports.id, id)));
  return row;
}

/** Tenants whose report addresses are set (the scheduled job's candidates). */
export async function tenantsWithReportAddresses(db: Db): Promise<string[]> {
  const rows = await db
    .select({ tenantId: settingValues.tenantId })
    .from(settingValues)
    .where(
      and(
        eq(settingValues.layer, 'tenant'),
        eq(settingValues.option, 'vehicles.reportMailAddresses'),
        sql`jsonb_typeof(${settingValues.value}) = 'array' and jsonb_array_length(${settingValues.value}) > 0`,
      ),
    );
  return [...new Set(rows.map((r) => r.tenantId))];
}

export async function tenantName(db: Db, tenantId: string): Promise<string> {
  const [row] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.name ?? '';
}

/**
 * Vehicle bookings (not blocks) starting in [start, end), counted by vehicle, status, whether
 * they were cancelled for a missed check-in, and whether they had ended at `now`.
 */
export async function vehicleBookingGroups(
  db: Db,
  tenantId: string,
  start: Date,
  end: Date,
  now: Date,
): Promise<BookingGroup[]> {
  const mark = sql<boolean>`coalesce(${vehicleBookings.cancelReason} = ${TRIP_CANCEL_REASONS.missedCheckIn}, false)`;
  const ended = sql<boolean>`${vehicleBookings.endAt} <= ${now.toISOString()}::timestamptz`;
  const rows = await db
    .select({
      resourceId: vehicleBookings.vehicleId,
      status: vehicleBookings.status,
      noShowMark: mark,
      ended,
      count: count(),
    })
    .from(vehicleBookings)
    .where(
      and(
        eq(vehicleBookings.tenantId, tenantId),
        eq(vehicleBookings.type, 'BUCHUNG'),
        gte(vehicleBookings.startAt, start),
        lt(vehicleBookings.startAt, end),
      ),
    )
    // By position: the expressions carry parameters, which PostgreSQL does not match by value.
    .groupBy(sql.raw('1, 2, 3, 4'));
  return rows.map((r) => ({ ...r, status: r.status as BookingStatus }));
}

/** Space bookings starting in [start, end), counted by floor plan, status, no-show flag and end. */
export async function spaceBookingGroups(
  db: Db,
  tenantId: string,
  start: Date,
  end: Date,
  now: Date,
): Promise<BookingGroup[]> {
  const ended = sql<boolean>`${spaceBookings.endAt} <= ${now.toISOString()}::timestamptz`;
  const rows = await db
    .select({
      resourceId: spaces.floorPlanId,
      status: spaceBookings.status,
      noShowMark: spaceBookings.noShow,
      ended,
      count: count(),
    })
    .from(spaceBookings)
    .innerJoin(spaces, eq(spaces.id, spaceBookings.spaceId))
    .where(
      and(
        eq(spaceBookings.tenantId, tenantId),
        gte(spaceBookings.startAt, start),
        lt(spaceBookings.startAt, end),
      ),
    )
    .groupBy(sql.raw('1, 2, 3, 4'));
  return rows.map((r) => ({ ...r, status: r.status as BookingStatus }));
}

export async function tenantFloorPlans(db: Db, tenantId: string): Promise<ReportFloorPlan[]> {
  return db
    .select({
      id: floorPlans.id,
      name: floorPlans.name,
      product: floorPlans.product,
      active: floorPlans.active,
    })
    .from(floorPlans)
    .where(eq(floorPlans.tenantId, tenantId));
}
