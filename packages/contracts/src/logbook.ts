import {
  LOGBOOK_EDITABLE_FIELDS,
  LOGBOOK_MILEAGE_MAX,
  LOGBOOK_NOTE_MAX,
  LOGBOOK_REASON_MAX,
  LOGBOOK_TEXT_MAX,
  LOGBOOK_TRIP_KINDS,
  LOGBOOK_VERSION_KINDS,
} from '@buchbar/domain/fleet/logbook';
import { z } from 'zod';
import { LocalDateInput } from './common';

/** The logbook (Fahrtenbuch) of issue 12; ADR 0010. */

/** `from`/`to`: days in Europe/Berlin, both inclusive, of the trip's end. Both optional. */
export const LogbookQuery = z.object({ from: LocalDateInput.optional(), to: LocalDateInput.optional() });

/** The exports also take the language of the screen they were asked from (else the user's). */
export const LogbookExportQuery = LogbookQuery.extend({ lang: z.enum(['de', 'en']).optional() });

/** GET /api/v1/logbook/vehicles: every vehicle with a logbook to read, deactivated ones too. */
export const LogbookVehicle = z
  .object({ id: z.uuid(), plate: z.string(), make: z.string(), model: z.string(), active: z.boolean() })
  .meta({ id: 'LogbookVehicle' });

export const LogbookContent = z
  .object({
    date: z.string(),
    plate: z.string(),
    driverId: z.string().nullable(),
    driverName: z.string(),
    startMileage: z.number().int().nullable(),
    endMileage: z.number().int().nullable(),
    tripKind: z.enum(LOGBOOK_TRIP_KINDS),
    destination: z.string(),
    stopover: z.string(),
    detour: z.string(),
    purpose: z.string(),
    partner: z.string(),
    note: z.string(),
    plannedStart: z.string(),
    plannedEnd: z.string(),
    actualStart: z.string().nullable(),
    actualEnd: z.string(),
  })
  .meta({ id: 'LogbookContent' });

export const LogbookVersion = z
  .object({
    id: z.uuid(),
    version: z.number().int(),
    seq: z.number().int(),
    kind: z.enum(LOGBOOK_VERSION_KINDS),
    content: LogbookContent,
    reason: z.string(),
    author: z.object({ id: z.string().nullable(), name: z.string() }),
    createdAt: z.string(),
    /** The editable fields this version changed against the one before (empty for the original). */
    changedFields: z.array(z.enum(LOGBOOK_EDITABLE_FIELDS)),
    hash: z.string(),
  })
  .meta({ id: 'LogbookVersion' });

export const LogbookEntry = z
  .object({
    id: z.uuid(),
    vehicleId: z.uuid(),
    bookingId: z.uuid(),
    tripEndedAt: z.string(),
    /** The driver completes the entry until this instant; afterwards it is closed. */
    closesAt: z.string(),
    open: z.boolean(),
    /** Fields a complete entry of its kind still lacks. */
    missing: z.array(z.enum(LOGBOOK_EDITABLE_FIELDS)),
    /** The newest version's content. */
    current: LogbookContent,
    /** Oldest first: the original, then every completion and correction. */
    versions: z.array(LogbookVersion),
    /** What the caller may add: a completion (own open entry), a correction, or nothing. */
    canAmend: z.enum(['COMPLETION', 'CORRECTION', 'NONE']),
  })
  .meta({ id: 'LogbookEntry' });

export const LogbookMismatch = z.object({
  entryId: z.uuid(),
  versionId: z.uuid(),
  version: z.number().int(),
  seq: z.number().int(),
  reason: z.enum(['SEQUENCE_GAP', 'PREVIOUS_HASH_MISMATCH', 'HASH_MISMATCH']),
  /** The entry's trip day and plate as stored (they may be the changed values). */
  date: z.string(),
});

export const LogbookVerification = z
  .object({
    ok: z.boolean(),
    /** Versions that matched before the first mismatch (all of them when ok). */
    checked: z.number().int(),
    total: z.number().int(),
    verifiedAt: z.string(),
    firstMismatch: LogbookMismatch.nullable(),
  })
  .meta({ id: 'LogbookVerification' });

export const Logbook = z
  .object({
    vehicle: LogbookVehicle,
    from: z.string().nullable(),
    to: z.string().nullable(),
    entries: z.array(LogbookEntry),
  })
  .meta({ id: 'Logbook' });

/** GET /api/v1/logbook/mine: the caller's own entries as driver, across vehicles. */
export const MyLogbook = z.object({ entries: z.array(LogbookEntry) }).meta({ id: 'MyLogbook' });

const Text = (max: number) => z.string().max(max);
const Mileage = z.number().int().min(0).max(LOGBOOK_MILEAGE_MAX).nullable();

/**
 * POST /api/v1/logbook-entries/{id}/versions: the fields to change (others stay) and, for a
 * correction, the reason. The server decides whether it is a completion or a correction.
 */
export const LogbookAmendInput = z
  .object({
    changes: z
      .object({
        startMileage: Mileage,
        endMileage: Mileage,
        tripKind: z.enum(LOGBOOK_TRIP_KINDS),
        destination: Text(LOGBOOK_TEXT_MAX),
        stopover: Text(LOGBOOK_TEXT_MAX),
        detour: Text(LOGBOOK_TEXT_MAX),
        purpose: Text(LOGBOOK_TEXT_MAX),
        partner: Text(LOGBOOK_TEXT_MAX),
        note: Text(LOGBOOK_NOTE_MAX),
      })
      .partial()
      .strict(),
    reason: Text(LOGBOOK_REASON_MAX).default(''),
  })
  .strict();
