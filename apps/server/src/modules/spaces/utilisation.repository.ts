import { BOOKING_STATUS } from '@buchbar/domain/booking/status';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

export type UtilisationRow = {
  date: string;
  floorPlanId: string;
  floorPlanName: string;
  booked: number;
  checkedIn: number;
  noShow: number;
  cancelled: number;
};

/**
 * Per local day (tenant zone) and floor plan: bookings held (everything not cancelled by a
 * person, no-shows included), checked in, no-shows, and cancellations.
 */
export async function utilisation(
  db: Db,
  q: { tenantId: string; product: string; from: string; to: string; floorPlanId?: string; zone: string },
): Promise<UtilisationRow[]> {
  const plan = q.floorPlanId ? sql`and fp.id = ${q.floorPlanId}` : sql``;
  const result = await db.execute(sql`
    select to_char((b.start_at at time zone ${q.zone})::date, 'YYYY-MM-DD') as "date",
           fp.id as "floorPlanId", fp.name as "floorPlanName",
           count(*) filter (where b.status <> ${BOOKING_STATUS.cancelled} or b.no_show)::int as "booked",
           count(*) filter (where b.checked_in_at is not null)::int as "checkedIn",
           count(*) filter (where b.no_show)::int as "noShow",
           count(*) filter (where b.status = ${BOOKING_STATUS.cancelled} and not b.no_show)::int as "cancelled"
      from space_bookings b
      join spaces s on s.id = b.space_id
      join floor_plans fp on fp.id = s.floor_plan_id
     where b.tenant_id = ${q.tenantId} and fp.product = ${q.product} ${plan}
       and (b.start_at at time zone ${q.zone})::date between ${q.from}::date and ${q.to}::date
     group by 1, 2, 3
     order by 1, 3`);
  return result.rows as UtilisationRow[];
}

export type EvaluationRows = {
  plans: { id: string; name: string; capacity: number }[];
  bookings: {
    floorPlanId: string;
    start: number;
    end: number;
    groupSize: number;
    status: string;
    checkedIn: boolean;
    noShow: boolean;
  }[];
};

/**
 * The plans of a product (or one of them) with the persons their active places hold, and the
 * bookings starting in [from, to) of those plans: what the evaluation computes with.
 */
export async function evaluationRows(
  db: Db,
  q: { tenantId: string; product: string; from: Date; to: Date; floorPlanId?: string },
): Promise<EvaluationRows> {
  const plan = q.floorPlanId ? sql`and fp.id = ${q.floorPlanId}` : sql``;
  const plans = await db.execute<{ id: string; name: string; capacity: number }>(sql`
    select fp.id, fp.name,
           coalesce(sum(s.capacity) filter (where s.active), 0)::int as capacity
      from floor_plans fp
      left join spaces s on s.floor_plan_id = fp.id and s.tenant_id = fp.tenant_id
     where fp.tenant_id = ${q.tenantId} and fp.product = ${q.product} ${plan}
     group by fp.id, fp.name
     order by fp.name`);
  const bookings = await db.execute<{
    floor_plan_id: string;
    start_ms: string;
    end_ms: string;
    group_size: number;
    status: string;
    checked_in: boolean;
    no_show: boolean;
  }>(sql`
    select fp.id as floor_plan_id,
           (extract(epoch from b.start_at) * 1000)::bigint as start_ms,
           (extract(epoch from b.end_at) * 1000)::bigint as end_ms,
           b.group_size, b.status, b.checked_in_at is not null as checked_in, b.no_show
      from space_bookings b
      join spaces s on s.id = b.space_id
      join floor_plans fp on fp.id = s.floor_plan_id
     where b.tenant_id = ${q.tenantId} and fp.product = ${q.product} ${plan}
       and b.start_at >= ${q.from.toISOString()}::timestamptz and b.start_at < ${q.to.toISOString()}::timestamptz`);
  return {
    plans: plans.rows,
    bookings: bookings.rows.map((r) => ({
      floorPlanId: r.floor_plan_id,
      start: Number(r.start_ms),
      end: Number(r.end_ms),
      groupSize: r.group_size,
      status: r.status,
      checkedIn: r.checked_in,
      noShow: r.no_show,
    })),
  };
}
