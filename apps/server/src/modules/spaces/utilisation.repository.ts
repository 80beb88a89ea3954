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
