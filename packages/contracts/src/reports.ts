import { REPORT_INTERVALS, REPORT_KINDS } from '@buchbar/domain/fleet/report-period';
import { z } from 'zod';
import { Language, LocalDateInput } from './common';

/** The periodic logbook report (spec 9; issue 13 point 5; ADR 0015). */

export const ReportInterval = z.enum(REPORT_INTERVALS);
export const ReportKind = z.enum(REPORT_KINDS);

const Count = z.number().int().min(0);

export const VehicleUsage = z
  .object({
    id: z.uuid(),
    plate: z.string(),
    make: z.string(),
    model: z.string(),
    active: z.boolean(),
    /** Logbook entries whose trip ended in the period. */
    trips: Count,
    /** Kilometres of those trips (newest version's readings). */
    km: z.number().int(),
    /** Trips without both mileage readings (not in `km`). */
    tripsWithoutKm: Count,
    /** Bookings starting in the period, whatever became of them. */
    bookings: Count,
    cancelled: Count,
    noShows: Count,
    /** The newest version of the vehicle's logbook chain when the report was made. */
    logbookHead: z.object({ seq: z.number().int(), hash: z.string() }).nullable(),
  })
  .meta({ id: 'VehicleUsage' });

export const FloorPlanUsage = z
  .object({
    id: z.uuid(),
    name: z.string(),
    product: z.string(),
    active: z.boolean(),
    bookings: Count,
    cancelled: Count,
    noShows: Count,
  })
  .meta({ id: 'FloorPlanUsage' });

export const ReportSummary = z
  .object({
    vehicles: z.array(VehicleUsage),
    floorPlans: z.array(FloorPlanUsage),
    totals: z.object({
      trips: Count,
      km: z.number().int(),
      vehicleBookings: Count,
      vehicleCancelled: Count,
      vehicleNoShows: Count,
      spaceBookings: Count,
      spaceCancelled: Count,
      spaceNoShows: Count,
    }),
  })
  .meta({ id: 'ReportSummary' });

export const ReportListItem = z
  .object({
    id: z.uuid(),
    kind: ReportKind,
    interval: ReportInterval,
    /** First and last day of the period (Europe/Berlin), both inclusive. */
    from: z.string(),
    to: z.string(),
    /** The period's instants [start, end). */
    periodStart: z.iso.datetime({ offset: true }),
    periodEnd: z.iso.datetime({ offset: true }),
    /** When it was made and its mails queued. */
    sentAt: z.iso.datetime({ offset: true }),
    recipients: z.array(z.string()),
    language: Language,
    /** Who sent it by hand ("send now"); null for scheduled reports. */
    requestedBy: z.string().nullable(),
  })
  .meta({ id: 'ReportListItem' });

export const ReportDetail = ReportListItem.extend({ summary: ReportSummary }).meta({ id: 'ReportDetail' });

export const ReportSettingsView = z
  .object({
    /** vehicles.reportMailAddresses of the tenant (set on the settings page). */
    addresses: z.array(z.string()),
    interval: ReportInterval,
    /** The next scheduled report: the period and when it is sent (start of the next period). */
    next: z.object({ from: z.string(), to: z.string(), sendsAt: z.iso.datetime({ offset: true }) }),
  })
  .meta({ id: 'ReportSettingsView' });

/** GET /api/v1/reports: the report settings and a page of sent reports, newest first. */
export const ReportList = z
  .object({
    settings: ReportSettingsView,
    items: z.array(ReportListItem),
    total: z.number().int(),
  })
  .meta({ id: 'ReportList' });

export const ReportListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * POST /api/v1/reports/send-now: without dates the current period of the tenant's interval so
 * far; with `from` and `to` (Europe/Berlin days, inclusive) that span, at most 366 days.
 */
export const SendReportInput = z
  .object({ from: LocalDateInput.optional(), to: LocalDateInput.optional() })
  .strict()
  .meta({ id: 'SendReportInput' });

export const ReportIdParams = z.object({ id: z.uuid() });

export const ReportFileQuery = z.object({ lang: Language.optional() });
