import { err, ok, type Result } from '../result';
import {
  addDays,
  DEFAULT_TIME_ZONE,
  type EpochMs,
  type LocalDate,
  localDateOf,
  startOfLocalDay,
} from '../time/zoned-time';
import { formatLocalDisplay } from './local-display';

/**
 * The logbook (Fahrtenbuch) rules of issue 12 point 1 and 2 (ADR 0010). An entry is made from a
 * trip when it is checked out; the driver completes it while it is open, afterwards only a holder
 * of fahrzeug_logbuch_report corrects it with a reason. Every change is a new version.
 */

/** business: every field; private: kilometres only; commute (home–work): a short note. */
export const LOGBOOK_TRIP_KINDS = ['business', 'private', 'commute'] as const;
export type LogbookTripKind = (typeof LOGBOOK_TRIP_KINDS)[number];

/** ORIGINAL at check-out; COMPLETION by the driver while open; CORRECTION by the report holder. */
export const LOGBOOK_VERSION_KINDS = ['ORIGINAL', 'COMPLETION', 'CORRECTION'] as const;
export type LogbookVersionKind = (typeof LOGBOOK_VERSION_KINDS)[number];

export const LOGBOOK_TEXT_MAX = 500;
export const LOGBOOK_NOTE_MAX = 200;
export const LOGBOOK_REASON_MAX = 500;
export const LOGBOOK_MILEAGE_MAX = 9_999_999;

/** The fields a completion or correction may change; the rest records what happened. */
export const LOGBOOK_EDITABLE_FIELDS = [
  'startMileage',
  'endMileage',
  'tripKind',
  'destination',
  'stopover',
  'detour',
  'purpose',
  'partner',
  'note',
] as const;
export type LogbookEditableField = (typeof LOGBOOK_EDITABLE_FIELDS)[number];

export type LogbookContent = {
  /** The trip's day (actual start) in the tenant's zone. */
  readonly date: LocalDate;
  readonly plate: string;
  readonly driverId: string | null;
  readonly driverName: string;
  readonly startMileage: number | null;
  readonly endMileage: number | null;
  readonly tripKind: LogbookTripKind;
  readonly destination: string;
  readonly stopover: string;
  /** The route of a detour. */
  readonly detour: string;
  /** The reason for the trip. */
  readonly purpose: string;
  /** The business partner: contact person or company. */
  readonly partner: string;
  /** The commute's short note. */
  readonly note: string;
  /** ISO instants: the booking's plan and the check-in and check-out. */
  readonly plannedStart: string;
  readonly plannedEnd: string;
  readonly actualStart: string | null;
  readonly actualEnd: string;
};

export type LogbookChanges = Partial<Pick<LogbookContent, LogbookEditableField>>;

/** What a trip gives its logbook entry at check-out (the ORIGINAL version). */
export type CompletedTrip = {
  readonly plate: string;
  readonly driverId: string | null;
  readonly driverName: string;
  readonly plannedStart: EpochMs;
  readonly plannedEnd: EpochMs;
  readonly actualStart: EpochMs | null;
  readonly actualEnd: EpochMs;
  readonly startMileage: number | null;
  readonly endMileage: number | null;
  readonly reason: string;
  readonly destination: string;
  readonly stopover: string;
  readonly detour: string;
  readonly contact: string;
};

/**
 * The ORIGINAL content of a trip's entry. A trip is recorded as business: the booking's reason,
 * destination, stopover, detour and contact are its purpose, destination, stopover, detour route
 * and partner; the driver changes the kind while completing it.
 */
export function logbookContentOfTrip(t: CompletedTrip, zone: string = DEFAULT_TIME_ZONE): LogbookContent {
  return {
    date: localDateOf(t.actualStart ?? t.plannedStart, zone),
    plate: t.plate,
    driverId: t.driverId,
    driverName: t.driverName,
    startMileage: t.startMileage,
    endMileage: t.endMileage,
    tripKind: 'business',
    destination: t.destination.trim(),
    stopover: t.stopover.trim(),
    detour: t.detour.trim(),
    purpose: t.reason.trim(),
    partner: t.contact.trim(),
    note: '',
    plannedStart: new Date(t.plannedStart).toISOString(),
    plannedEnd: new Date(t.plannedEnd).toISOString(),
    actualStart: t.actualStart === null ? null : new Date(t.actualStart).toISOString(),
    actualEnd: new Date(t.actualEnd).toISOString(),
  };
}

/**
 * The first instant the entry is closed: the start of the day `completionDays + 1` after the
 * trip's end in the tenant's zone, so the driver has the whole trip day plus N calendar days
 * (23- and 25-hour DST days count as one day each).
 */
export function logbookClosesAt(tripEnd: EpochMs, completionDays: number, zone: string = DEFAULT_TIME_ZONE) {
  return startOfLocalDay(addDays(localDateOf(tripEnd, zone), completionDays + 1), zone);
}

export function isLogbookEntryOpen(
  tripEnd: EpochMs,
  completionDays: number,
  now: EpochMs,
  zone: string = DEFAULT_TIME_ZONE,
): boolean {
  return now < logbookClosesAt(tripEnd, completionDays, zone);
}

/**
 * The fields a complete entry of its kind still lacks: a business trip needs destination and
 * purpose, every trip both mileages; private and commute trips need nothing else.
 */
export function missingLogbookFields(c: LogbookContent): LogbookEditableField[] {
  const missing: LogbookEditableField[] = [];
  if (c.startMileage === null) missing.push('startMileage');
  if (c.endMileage === null) missing.push('endMileage');
  if (c.tripKind === 'business') {
    if (c.destination === '') missing.push('destination');
    if (c.purpose === '') missing.push('purpose');
  }
  return missing;
}

/**
 * A trip kind keeps only its own fields (BMF: a private trip records the kilometres only, a
 * commute a short note), so switching a trip to private removes destination and partner from
 * that version instead of keeping them hidden.
 */
export function normaliseLogbookContent(c: LogbookContent): LogbookContent {
  const trimmed = {
    ...c,
    destination: c.destination.trim(),
    stopover: c.stopover.trim(),
    detour: c.detour.trim(),
    purpose: c.purpose.trim(),
    partner: c.partner.trim(),
    note: c.note.trim(),
  };
  if (c.tripKind === 'private')
    return { ...trimmed, destination: '', stopover: '', detour: '', purpose: '', partner: '', note: '' };
  if (c.tripKind === 'commute')
    return { ...trimmed, destination: '', stopover: '', detour: '', purpose: '', partner: '' };
  return { ...trimmed, note: '' };
}

export type LogbookActor = {
  readonly userId: string;
  /** Holds fahrzeug_logbuch_report. */
  readonly canReport: boolean;
};

export type LogbookAmendment = {
  readonly kind: Exclude<LogbookVersionKind, 'ORIGINAL'>;
  readonly content: LogbookContent;
  readonly reason: string;
};

/**
 * Decides a new version of an entry (ADR 0010): the entry's driver completes it while it is open
 * (COMPLETION, reason optional); anyone else, and the driver after it closed, needs
 * fahrzeug_logbuch_report and a reason (CORRECTION). A version must change something, keep the
 * mileage readable (end not below start) and, for a business trip, name destination and purpose.
 */
export function decideLogbookAmendment(input: {
  readonly current: LogbookContent;
  readonly changes: LogbookChanges;
  readonly reason: string;
  readonly actor: LogbookActor;
  readonly tripEnd: EpochMs;
  readonly completionDays: number;
  readonly now: EpochMs;
  readonly zone?: string;
}): Result<LogbookAmendment> {
  const { current, actor } = input;
  const zone = input.zone ?? DEFAULT_TIME_ZONE;
  const open = isLogbookEntryOpen(input.tripEnd, input.completionDays, input.now, zone);
  const isDriver = current.driverId !== null && current.driverId === actor.userId;
  const reason = input.reason.trim();
  let kind: LogbookAmendment['kind'];
  if (isDriver && open) kind = 'COMPLETION';
  else if (actor.canReport) kind = 'CORRECTION';
  else if (isDriver) {
    const closedAt = logbookClosesAt(input.tripEnd, input.completionDays, zone);
    return err('LOGBOOK_ENTRY_CLOSED', {
      closedAt: new Date(closedAt).toISOString(),
      closedAtLocal: formatLocalDisplay(closedAt, zone),
    });
  } else return err('LOGBOOK_NOT_PERMITTED');
  if (kind === 'CORRECTION' && reason === '') return err('LOGBOOK_REASON_REQUIRED');
  if (reason.length > LOGBOOK_REASON_MAX)
    return err('LOGBOOK_TEXT_TOO_LONG', { field: 'reason', max: LOGBOOK_REASON_MAX });

  const merged: LogbookContent = { ...current };
  for (const field of LOGBOOK_EDITABLE_FIELDS) {
    const value = input.changes[field];
    if (value !== undefined) Object.assign(merged, { [field]: value });
  }
  if (!LOGBOOK_TRIP_KINDS.includes(merged.tripKind))
    return err('LOGBOOK_TRIP_KIND_UNKNOWN', { tripKind: String(merged.tripKind) });
  for (const field of ['destination', 'stopover', 'detour', 'purpose', 'partner', 'note'] as const) {
    const max = field === 'note' ? LOGBOOK_NOTE_MAX : LOGBOOK_TEXT_MAX;
    if (merged[field].trim().length > max) return err('LOGBOOK_TEXT_TOO_LONG', { field, max });
  }
  for (const field of ['startMileage', 'endMileage'] as const) {
    const m = merged[field];
    if (m !== null && (!Number.isInteger(m) || m < 0 || m > LOGBOOK_MILEAGE_MAX))
      return err('LOGBOOK_MILEAGE_INVALID', { field });
  }
  if (merged.startMileage !== null && merged.endMileage !== null && merged.endMileage < merged.startMileage)
    return err('LOGBOOK_MILEAGE_BELOW_START', {
      startMileage: merged.startMileage,
      endMileage: merged.endMileage,
    });
  const content = normaliseLogbookContent(merged);
  if (content.tripKind === 'business') {
    if (content.destination === '') return err('LOGBOOK_FIELD_REQUIRED', { field: 'destination' });
    if (content.purpose === '') return err('LOGBOOK_FIELD_REQUIRED', { field: 'purpose' });
  }
  if (LOGBOOK_EDITABLE_FIELDS.every((f) => content[f] === current[f])) return err('LOGBOOK_NO_CHANGE');
  return ok({ kind, content, reason });
}

/** The fields whose value differs between two versions (what the screens strike through). */
export function changedLogbookFields(before: LogbookContent, after: LogbookContent): LogbookEditableField[] {
  return LOGBOOK_EDITABLE_FIELDS.filter((f) => before[f] !== after[f]);
}

/** Driven kilometres of a version, or null while a reading is missing. */
export function logbookDistance(c: Pick<LogbookContent, 'startMileage' | 'endMileage'>): number | null {
  return c.startMileage === null || c.endMileage === null ? null : c.endMileage - c.startMileage;
}
