import { err, ok, type Result } from '../result';
import type { EffectiveSettings } from '../settings';
import type { Interval } from '../time/interval';
import {
  addMonths,
  DEFAULT_TIME_ZONE,
  daysBetween,
  endOfLocalDay,
  type LocalDate,
  startOfLocalDay,
} from '../time/zoned-time';
import type { Violation } from './availability';
import { LICENCE_CLASSES, type LicenceClass } from './vehicle-constants';

/**
 * Driver's licences (spec 3 "Driver's licence", spec 5 "Licence", spec 9 licence settings;
 * ADR 0011). Dates are local dates of the tenant's zone ('YYYY-MM-DD'); a date stands for the
 * whole local day, so DST days (23 h / 25 h) need no special case here.
 */

/** The class flags (spec 3 "boolean classes AM … T"); a missing key is false. */
export type LicenceClassFlags = Readonly<Partial<Record<LicenceClass, boolean>>>;

/** What the rules need of a stored licence. */
export type DriverLicence = {
  readonly issueDate: LocalDate;
  readonly classes: LicenceClassFlags;
  /** Driving ban, both days inclusive; banTo null = until further notice. */
  readonly banFrom: LocalDate | null;
  readonly banTo: LocalDate | null;
  readonly lastCheck: LocalDate | null;
  /** null = never checked: the check is due at once. */
  readonly nextCheck: LocalDate | null;
};

export type LicenceRules = {
  /** `vehicles.licenceCheckMaxIntervalMonths` (spec 9, default 6). */
  readonly maxIntervalMonths: number;
  /** `vehicles.licenceCheckReminderLeadDays` (spec 9, default 14). */
  readonly reminderLeadDays: number;
  /** `vehicles.licenceCheckDepartmentCheck`: examiners see only their own department (ADR 0011). */
  readonly departmentCheck: boolean;
};

export function licenceRulesFromSettings(s: EffectiveSettings): LicenceRules {
  return {
    maxIntervalMonths: s['vehicles.licenceCheckMaxIntervalMonths'],
    reminderLeadDays: s['vehicles.licenceCheckReminderLeadDays'],
    departmentCheck: s['vehicles.licenceCheckDepartmentCheck'],
  };
}

/** The classes whose flag is set, in the spec's order. */
export function heldClasses(flags: LicenceClassFlags): LicenceClass[] {
  return LICENCE_CLASSES.filter((c) => flags[c] === true);
}

/** Spec 9: next check = last check + the tenant's maximum interval in months (calendar months). */
export function nextCheckAfter(lastCheck: LocalDate, maxIntervalMonths: number): LocalDate {
  return addMonths(lastCheck, maxIntervalMonths);
}

/** The ban as an instant range [first day 00:00, day after the last 00:00); open end = Infinity. */
function banInterval(l: DriverLicence, zone: string): Interval | null {
  if (l.banFrom === null) return null;
  return {
    start: startOfLocalDay(l.banFrom, zone),
    end: l.banTo === null ? Number.POSITIVE_INFINITY : endOfLocalDay(l.banTo, zone),
  };
}

/**
 * Spec 5: "a class is valid for a period only if its flag is set, the issue date is before period
 * start, and next check is after period end", plus the driving ban (ADR 0011: a ban overlapping
 * the period makes every class invalid). Periods are half-open [start, end):
 * - the licence holds from the start of its issue day: valid when that instant <= period start;
 * - the check is due from the start of the next-check day: valid when period end <= that instant
 *   (a trip ending at 00:00 of the check day does not reach it);
 * - the ban covers its days completely: [banFrom 00:00, banTo + 1 day 00:00).
 * Returns every reason, in the order class, issue date, check, ban; empty = valid.
 * A required class of null, or a user without a licence (spec 5 "counted as needing no check",
 * ADR 0011), gives no reason.
 */
export function checkLicenceForPeriod(input: {
  readonly licence: DriverLicence | null;
  readonly requiredClass: LicenceClass | null;
  readonly period: Interval;
  readonly zone?: string;
}): Violation[] {
  const { licence, requiredClass, period } = input;
  if (requiredClass === null || licence === null) return [];
  const zone = input.zone ?? DEFAULT_TIME_ZONE;
  const reasons: Violation[] = [];
  if (licence.classes[requiredClass] !== true)
    reasons.push({ code: 'LICENCE_CLASS_MISSING', details: { licenceClass: requiredClass } });
  if (startOfLocalDay(licence.issueDate, zone) > period.start)
    reasons.push({ code: 'LICENCE_NOT_YET_ISSUED', details: { issueDate: licence.issueDate } });
  if (licence.nextCheck === null || period.end > startOfLocalDay(licence.nextCheck, zone))
    reasons.push({ code: 'LICENCE_CHECK_DUE', details: { nextCheck: licence.nextCheck ?? '' } });
  const ban = banInterval(licence, zone);
  if (ban && ban.start < period.end && period.start < ban.end)
    reasons.push({
      code: 'LICENCE_DRIVING_BAN',
      details: { banFrom: licence.banFrom ?? '', banTo: licence.banTo ?? '' },
    });
  return reasons;
}

export const LICENCE_STATUSES = ['valid', 'dueSoon', 'overdue', 'none'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

/**
 * The examiners' list (issue 12 point 7): overdue from the next-check day on (the day bookings
 * are refused), due soon within the reminder lead days before it, "none" without a licence.
 */
export function licenceStatus(
  licence: Pick<DriverLicence, 'nextCheck'> | null,
  today: LocalDate,
  reminderLeadDays: number,
): LicenceStatus {
  if (licence === null) return 'none';
  if (licence.nextCheck === null) return 'overdue';
  const days = daysBetween(today, licence.nextCheck);
  if (days <= 0) return 'overdue';
  return days <= reminderLeadDays ? 'dueSoon' : 'valid';
}

/** Whether a status counts for the examiners' menu badge ("checks due"). */
export const isCheckDue = (status: LicenceStatus): boolean => status === 'dueSoon' || status === 'overdue';

/** Whether a driving ban covers the local day `today`. */
export function isBanActive(l: Pick<DriverLicence, 'banFrom' | 'banTo'>, today: LocalDate): boolean {
  if (l.banFrom === null || today < l.banFrom) return false;
  return l.banTo === null || today <= l.banTo;
}

export type LicenceReminderKind = 'DUE_SOON' | 'OVERDUE';
export type LicenceReminder = { readonly kind: LicenceReminderKind; readonly key: string };

/**
 * The reminder mail due today (issue 12 point 7): once within the lead days before the next check
 * and once when it is overdue. The key names the user, the check and the kind, so it is sent
 * exactly once per check; a new check (new next-check date) starts new keys. A licence never
 * checked has no date to remind of (it is listed as overdue for the examiners).
 */
export function dueLicenceReminder(
  userId: string,
  licence: Pick<DriverLicence, 'nextCheck'>,
  today: LocalDate,
  reminderLeadDays: number,
): LicenceReminder | null {
  if (licence.nextCheck === null) return null;
  const status = licenceStatus(licence, today, reminderLeadDays);
  if (status === 'valid' || status === 'none') return null;
  const kind: LicenceReminderKind = status === 'overdue' ? 'OVERDUE' : 'DUE_SOON';
  return { kind, key: `licence|${userId}|${licence.nextCheck}|${kind}` };
}

/**
 * Who may see a licence (issue 12 point 5): the user themself, and examiners; with the licence-
 * check department check on, an examiner sees only users of their own department (ADR 0011; no
 * department matches only no department).
 */
export function examinerCovers(input: {
  readonly departmentCheck: boolean;
  readonly examinerDepartmentId: string | null;
  readonly userDepartmentId: string | null;
}): boolean {
  return !input.departmentCheck || input.examinerDepartmentId === input.userDepartmentId;
}

export type LicenceAccess = 'none' | 'read' | 'write';

export function licenceAccess(input: {
  readonly actorId: string;
  readonly userId: string;
  readonly isExaminer: boolean;
  readonly departmentCheck: boolean;
  readonly examinerDepartmentId: string | null;
  readonly userDepartmentId: string | null;
}): LicenceAccess {
  // Nobody edits or checks their own licence, examiners included (ADR 0011: a user could give
  // themselves classes or a fresh check; four eyes).
  if (input.actorId === input.userId) return 'read';
  if (input.isExaminer && examinerCovers(input)) return 'write';
  return 'none';
}

export type LicenceDates = {
  readonly issueDate: LocalDate;
  readonly banFrom: LocalDate | null;
  readonly banTo: LocalDate | null;
  readonly lastCheck: LocalDate | null;
};

/** Business checks of an edited licence (shape errors are the contracts' 400s). */
export function validateLicenceDates(d: LicenceDates, today: LocalDate): Result<LicenceDates> {
  if (d.banTo !== null && (d.banFrom === null || d.banTo < d.banFrom))
    return err('LICENCE_BAN_RANGE_INVALID', { banFrom: d.banFrom ?? '', banTo: d.banTo });
  if (d.issueDate > today) return err('LICENCE_DATE_IN_FUTURE', { field: 'issueDate', date: d.issueDate });
  if (d.lastCheck !== null && d.lastCheck > today)
    return err('LICENCE_DATE_IN_FUTURE', { field: 'lastCheck', date: d.lastCheck });
  if (d.lastCheck !== null && d.lastCheck < d.issueDate)
    return err('LICENCE_CHECK_BEFORE_ISSUE', { lastCheck: d.lastCheck, issueDate: d.issueDate });
  return ok(d);
}
