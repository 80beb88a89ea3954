import { OPENING_EXCEPTION_STATUSES } from '@buchbar/domain/booking/opening-hours';
import { SPACE_KINDS } from '@buchbar/domain/space-products';
import { z } from 'zod';
import { LocalDateInput } from './common';

const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');
const LocalDate = z.iso.date();

export const Location = z
  .object({ id: z.uuid(), name: z.string(), parkingSpaces: z.number().int() })
  .meta({ id: 'Location' });
export const LocationInput = z.object({
  name: z.string().trim().min(1).max(200),
  parkingSpaces: z.number().int().min(0).max(100_000).default(0),
});

export const Equipment = z.object({ id: z.uuid(), name: z.string() }).meta({ id: 'Equipment' });
export const EquipmentInput = z.object({ name: z.string().trim().min(1).max(100) });

/**
 * An address users may open: http(s) only, so a stored link can never run script or carry a
 * document (javascript:, data:, vbscript:, file: … are refused).
 */
export const HttpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
  .max(2000, { error: 'at most 2000 characters' });

export const FloorPlanInput = z.object({
  name: z.string().trim().min(1).max(200),
  locationId: z.uuid().nullable().default(null),
  active: z.boolean().default(true),
  description: z.string().max(2000).default(''),
  link: HttpUrl.nullable().default(null),
  /** A file name in the tenant's floor-plans bucket (upload it first via POST /api/v1/files/floor-plans). */
  imageFile: z.string().max(128).nullable().default(null),
  /** Shown on /public (ADR 0016). Left out on a change: stays as it is; on a new plan: false. */
  isPublic: z.boolean().optional(),
});

export const SeatInput = z.object({
  floorPlanId: z.uuid(),
  kind: z.enum(SPACE_KINDS).default('seat'),
  label: z.string().trim().min(1).max(50),
  capacity: z.number().int().min(1).max(1000).default(1),
  posX: z.number().min(0).max(100).default(50),
  posY: z.number().min(0).max(100).default(50),
  description: z.string().max(2000).default(''),
  conditions: z.string().max(2000).default(''),
  active: z.boolean().default(true),
  equipment: z
    .array(z.object({ equipmentId: z.uuid(), count: z.number().int().min(1).max(100).default(1) }))
    .max(50)
    .default([]),
});

export const SeatPosition = z.object({ posX: z.number().min(0).max(100), posY: z.number().min(0).max(100) });

export const WeeklyHours = z.object({
  isoWeekday: z.number().int().min(1).max(7),
  from: TimeOfDay,
  to: TimeOfDay,
  open: z.boolean(),
});
export const OpeningException = z.object({
  id: z.uuid(),
  validFrom: LocalDate,
  validTo: LocalDate,
  from: TimeOfDay,
  to: TimeOfDay,
  status: z.enum(OPENING_EXCEPTION_STATUSES),
});
export const OpeningExceptionInput = OpeningException.omit({ id: true }).extend({
  validFrom: LocalDateInput,
  validTo: LocalDateInput,
});
export const OpeningSchedule = z
  .object({ weekly: z.array(WeeklyHours), exceptions: z.array(OpeningException) })
  .meta({ id: 'OpeningSchedule' });
export const WeeklyHoursInput = z.object({ weekly: z.array(WeeklyHours).max(7) });

export const KioskToken = z
  .object({ id: z.uuid(), name: z.string(), createdAt: z.string(), revokedAt: z.string().nullable() })
  .meta({ id: 'KioskToken' });
export const KioskTokenCreated = KioskToken.extend({ token: z.string(), url: z.string() });
export const KioskTokenInput = z.object({ name: z.string().trim().min(1).max(100) });

export const UtilisationQuery = z.object({
  from: LocalDateInput,
  to: LocalDateInput,
  floorPlanId: z.uuid().optional(),
});
/** The xlsx also takes the language of the screen it was asked from (a download link sends the browser's). */
export const UtilisationExportQuery = UtilisationQuery.extend({ lang: z.enum(['de', 'en']).optional() });
export const UtilisationRow = z.object({
  date: LocalDate,
  floorPlanId: z.uuid(),
  floorPlanName: z.string(),
  booked: z.number().int(),
  checkedIn: z.number().int(),
  noShow: z.number().int(),
  cancelled: z.number().int(),
});
export const Utilisation = z.object({ rows: z.array(UtilisationRow) }).meta({ id: 'Utilisation' });

/** The evaluation's period and plan; `lang` names the Excel file's language (a plain link sends no header). */
export const EvaluationQuery = UtilisationQuery.extend({ lang: z.enum(['de', 'en']).optional() });

/** Shares are fractions 0..1 (null: nothing to divide by); hours of the day are Europe/Berlin. */
const Share = z.number().min(0).max(1).nullable();
export const HourLoad = z.object({
  hour: z.number().int().min(0).max(23),
  capacityHours: z.number(),
  bookedHours: z.number(),
  occupancy: Share,
});
export const PlanEvaluation = z.object({
  floorPlanId: z.uuid(),
  floorPlanName: z.string(),
  /** Persons the plan's active places hold. */
  capacity: z.number().int(),
  capacityHours: z.number(),
  bookedHours: z.number(),
  occupancy: Share,
  peak: z.object({ hour: z.number().int(), occupancy: z.number() }).nullable(),
  byHour: z.array(HourLoad),
  bookings: z.number().int(),
  checkedIn: z.number().int(),
  noShows: z.number().int(),
  noShowRate: Share,
});
/** The menu's "evaluation" (issue 14 point 8): occupancy, peak times and no-show rate per plan. */
export const SpaceEvaluation = z
  .object({ from: LocalDate, to: LocalDate, plans: z.array(PlanEvaluation) })
  .meta({ id: 'SpaceEvaluation' });
export type SpaceEvaluation = z.infer<typeof SpaceEvaluation>;
