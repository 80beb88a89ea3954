import { randomUUID } from 'node:crypto';
import type { Trip, TripEntryInput, TripEntry as TripEntryView } from '@buchbar/contracts/fleet';
import type { BookingStatus } from '@buchbar/domain/booking/status';
import {
  cleanlinessSettingsFrom,
  fleetNoticeMails,
  fleetNoticeReasons,
} from '@buchbar/domain/fleet/cleanliness';
import {
  canActOnTrip,
  decideCheckIn,
  decideCheckOut,
  occupiedFromAtCheckIn,
  type TripActor,
  type TripBooking,
  tripRulesFromSettings,
} from '@buchbar/domain/fleet/trip-flow';
import {
  isAllowedTripFile,
  type TripEntry,
  tripEntryContextFromSettings,
  validateTripEntry,
} from '@buchbar/domain/fleet/trip-readings';
import type { EffectiveSettings } from '@buchbar/domain/settings';
import { MINUTE_MS } from '@buchbar/domain/time/interval';
import type { z } from 'zod';
import { type Tx, withTransaction } from '../../platform/database/database';
import { AppError, notFound } from '../../platform/http/app-error';
import { type Language, translate } from '../../platform/http/messages';
import { activeUsersHolding, type Principal } from '../access/access.module';
import { recordTripInLogbook } from '../logbook/logbook.module';
import { fleetNoticeMail } from './trip-mails';
import * as trips from './trips.repository';
import './trips.messages';
import {
  approversOf,
  busyPeriods,
  findBooking,
  mailLanguage,
  type VehicleBookingRow,
} from '../vehicle-bookings/vehicle-bookings.module';
import { type FleetDeps, listAttributes, lockVehicle } from '../vehicles/vehicles.module';

/**
 * The store trip files (receipts, damage photos) go to: the tenant's vehicles bucket, type decided
 * by content (ADR 0003). The files module provides it; fleet only knows this port.
 */
export type TripFileStore = {
  store(
    tenantId: string,
    bucket: 'vehicles',
    baseName: string,
    bytes: Buffer,
    allowed: readonly ('png' | 'jpg' | 'pdf')[],
  ): Promise<{ tenantKey: string; fileName: string; contentType: string; size: number }>;
  exists(tenantId: string, bucket: 'vehicles', fileName: string): Promise<boolean>;
  tenantKey(tenantId: string): Promise<string>;
};

export type TripDeps = FleetDeps & { files?: TripFileStore; publicUrl?: string };

type Input = z.infer<typeof TripEntryInput>;
type EntryType = 'CHECK_IN' | 'CHECK_OUT';
/** What a check-in or check-out knows before the vehicle's lock. */
type StepPlan = {
  p: Principal;
  lang: Language;
  id: string;
  input: Input;
  type: EntryType;
  settings: EffectiveSettings;
  historyAttributes: Awaited<ReturnType<typeof listAttributes>>;
  now: number;
  at: Date;
};
/** A refusal with its body field: the domain's, or one of the file checks of this service. */
type Refusal = { field: string; code: string; details: Readonly<Record<string, unknown>> };

/** Refusals of decideCheckIn/decideCheckOut by HTTP status (ADR 0009 "Consequences"). */
const STATUS_OF: Readonly<Record<string, AppError['status']>> = {
  TRIP_NOT_PERMITTED: 403,
  TRIP_VEHICLE_IN_USE: 409,
  // A state another request changed first (two check-ins at once: one wins, the other 409).
  TRIP_ALREADY_STARTED: 409,
  TRIP_ALREADY_ENDED: 409,
  TRIP_BOOKING_CANCELLED: 409,
  TRIP_NOT_STARTED: 409,
};

/** A trip file's name: it names the booking, so an entry can only reference its own trip's files. */
const tripFilePrefix = (bookingId: string) => `trip-${bookingId}-`;

/**
 * Check-in and check-out (spec 3-5, issue 11 point 1; ADR 0009 gaps 1-3). Each runs in one
 * transaction under the vehicle's lock: the booking is read again, decideCheckIn/decideCheckOut
 * decide the step and validateTripEntry the readings (all refusals at once, nothing stored), then
 * the status moves, the CHECK_IN/CHECK_OUT entry is written with the actual time, and one notice
 * per fleet manager is queued when fleetNoticeReasons finds damage or dirt.
 */
export class TripsService {
  constructor(private readonly d: TripDeps) {}

  checkIn(p: Principal, lang: Language, id: string, input: Input) {
    return this.step(p, lang, id, input, 'CHECK_IN');
  }

  checkOut(p: Principal, lang: Language, id: string, input: Input) {
    return this.step(p, lang, id, input, 'CHECK_OUT');
  }

  /** The trip view of a booking the caller may act on (404 other tenant, 403 someone else's). */
  async get(p: Principal, id: string) {
    const found = await findBooking(this.d.db, p.tenantId, id);
    if (!found) throw notFound();
    const booking = await this.tripBooking(this.d.db, found);
    if (!canActOnTrip(actorOf(p), booking)) throw new AppError(403, 'TRIP_NOT_PERMITTED', { bookingId: id });
    return this.view(p.tenantId, found, 0);
  }

  /** Stores a receipt (png/jpg/pdf) or damage photo (png/jpg) of a trip the caller may act on. */
  async upload(p: Principal, id: string, kind: 'photo' | 'receipt', read: () => Promise<Buffer>) {
    const files = this.d.files;
    if (!files) throw new AppError(503, 'UNAVAILABLE');
    const found = await findBooking(this.d.db, p.tenantId, id);
    if (!found) throw notFound();
    const booking = await this.tripBooking(this.d.db, found);
    if (!canActOnTrip(actorOf(p), booking)) throw new AppError(403, 'TRIP_NOT_PERMITTED', { bookingId: id });
    if (booking.type !== 'BUCHUNG')
      throw new AppError(422, 'VEHICLE_BLOCK_NOT_A_TRIP', { type: booking.type });
    if (!['vorgemerkt', 'reserviert', 'aktiv'].includes(booking.status))
      throw new AppError(409, 'TRIP_ALREADY_ENDED', { status: booking.status });
    const bytes = await read();
    const allowed = kind === 'photo' ? (['png', 'jpg'] as const) : (['png', 'jpg', 'pdf'] as const);
    const stored = await files.store(
      p.tenantId,
      'vehicles',
      `${tripFilePrefix(id)}${randomUUID()}`,
      bytes,
      allowed,
    );
    return {
      fileName: stored.fileName,
      contentType: stored.contentType,
      size: stored.size,
      url: fileUrl(stored.tenantKey, stored.fileName),
    };
  }

  private async step(p: Principal, lang: Language, id: string, input: Input, type: EntryType) {
    const found = await findBooking(this.d.db, p.tenantId, id);
    if (!found) throw notFound();
    const { values: settings } = await this.d.settings.effective(p.tenantId, p.userId);
    const historyAttributes = await listAttributes(this.d.db, p.tenantId, 'FAHRZEUG_VERLAUF');
    const now = this.d.clock();
    const plan: StepPlan = { p, lang, id, input, type, settings, historyAttributes, now, at: new Date(now) };
    const noticesQueued = await withTransaction(this.d.pool, (tx) =>
      this.writeStep(tx, plan, found.vehicleId),
    );
    const fresh = await findBooking(this.d.db, p.tenantId, id);
    if (!fresh) throw notFound();
    return this.view(p.tenantId, fresh, noticesQueued);
  }

  /** Under the vehicle's lock: decide the step, validate the entry, record it, queue the fleet notices. */
  private async writeStep(tx: Tx, s: StepPlan, vehicleId: string): Promise<number> {
    const { db } = tx;
    await lockVehicle(db, vehicleId);
    const row = await findBooking(db, s.p.tenantId, s.id);
    if (!row) throw notFound();
    const booking = await this.tripBooking(db, row);
    const { status, description } = await this.decideStep(db, s, row, booking);
    const entry = await this.validEntry(db, s, row);
    await this.recordStep(db, s, { row, booking, status, description, entry });
    return this.queueNotices(tx, s.p.tenantId, row, entry, s.at, s.settings);
  }

  /** Decide: may the trip start (the vehicle's bookings around now) or end now, and what its history says. */
  private async decideStep(
    db: Tx['db'],
    s: StepPlan,
    row: VehicleBookingRow,
    booking: TripBooking,
  ): Promise<{ status: BookingStatus; description: string }> {
    const { p, now } = s;
    const actor = actorOf(p);
    if (s.type === 'CHECK_IN') {
      const busy = await busyPeriods(
        db,
        p.tenantId,
        [row.vehicleId],
        new Date(Math.min(now, booking.start)),
        new Date(Math.max(now, booking.start) + MINUTE_MS),
        0,
        now,
      );
      const decision = decideCheckIn({
        booking,
        actor,
        now,
        rules: tripRulesFromSettings(s.settings),
        vehicleBookings: busy.get(row.vehicleId) ?? [],
      });
      if (!decision.ok)
        throw new AppError(STATUS_OF[decision.code] ?? 422, decision.code, { ...decision.details });
      return {
        status: decision.value.status,
        description: checkInDescription(decision.value.startDeviationMinutes),
      };
    }
    const decision = decideCheckOut({ booking, actor, now });
    if (!decision.ok)
      throw new AppError(STATUS_OF[decision.code] ?? 422, decision.code, { ...decision.details });
    return {
      status: decision.value.status,
      description: checkOutDescription(decision.value.early, decision.value.overrunMinutes),
    };
  }

  /** The entry (readings, damages, files) checked against the settings, the last mileage and the stored files. */
  private async validEntry(db: Tx['db'], s: StepPlan, row: VehicleBookingRow): Promise<TripEntry> {
    const { p } = s;
    const verdict = validateTripEntry(
      s.input,
      tripEntryContextFromSettings(s.settings, {
        type: s.type,
        lastMileage: await trips.lastMileage(db, p.tenantId, row.vehicleId),
        historyAttributes: s.historyAttributes,
      }),
    );
    if (!verdict.ok) throw refusalError(verdict.refusals, s.lang);
    const entry = verdict.value;
    const fileRefusals = await this.checkFiles(p.tenantId, s.id, entry);
    if (fileRefusals.length > 0) throw refusalError(fileRefusals, s.lang);
    return entry;
  }

  /** Write: the status move, an early start's occupation, the trip entry and, at check-out, the logbook entry. */
  private async recordStep(
    db: Tx['db'],
    s: StepPlan,
    step: {
      row: VehicleBookingRow;
      booking: TripBooking;
      status: BookingStatus;
      description: string;
      entry: TripEntry;
    },
  ): Promise<void> {
    const { p, id, type, now } = s;
    const { row, booking, status } = step;
    // The status moves only from the state read under the lock (the lock already serialises).
    const moved = await trips.setStatusFrom(db, id, booking.status, status);
    if (!moved) throw new AppError(409, type === 'CHECK_IN' ? 'TRIP_ALREADY_STARTED' : 'TRIP_ALREADY_ENDED');
    // An early check-in: the car is in use from now, not from the planned start.
    const occupiedFrom = type === 'CHECK_IN' ? occupiedFromAtCheckIn(booking.start, now) : null;
    if (occupiedFrom !== null) await trips.setOccupiedFrom(db, id, new Date(occupiedFrom));
    await trips.insertTripEntry(db, {
      tenantId: p.tenantId,
      vehicleId: row.vehicleId,
      bookingId: id,
      userId: p.userId,
      status,
      description: step.description,
      at: s.at,
      entry: step.entry,
    });
    // A finished trip becomes its logbook entry in the same transaction (issue 12 point 1).
    if (type === 'CHECK_OUT')
      await recordTripInLogbook(db, p.tenantId, id, { id: p.userId, name: p.name }, now);
  }

  /**
   * One mail per fleet manager (active holders of fahrzeug_pflege) naming every reason that
   * applies to them (fleetNoticeReasons + fleetNoticeMails: the personal damage flag switches
   * off only the damage part). Returns how many were queued.
   */
  private async queueNotices(
    tx: Tx,
    tenantId: string,
    row: VehicleBookingRow,
    entry: TripEntry,
    at: Date,
    settings: EffectiveSettings,
  ): Promise<number> {
    const reasons = fleetNoticeReasons(
      {
        damageCount: entry.damages.length,
        cleanlinessInside: entry.cleanlinessInside,
        cleanlinessOutside: entry.cleanlinessOutside,
      },
      cleanlinessSettingsFrom(settings),
    );
    if (reasons.length === 0) return 0;
    const holders = await activeUsersHolding(tx.db, tenantId, 'fahrzeug_pflege');
    const managers = await Promise.all(
      holders.map(async (h) => {
        const { values } = await this.d.settings.effective(tenantId, h.id);
        return {
          userId: h.id,
          email: h.email,
          values,
          lang: mailLanguage(values),
          mailOnDamageReported: values['vehicles.mailOnDamageReported'] !== false,
        };
      }),
    );
    const mails = fleetNoticeMails(managers, reasons);
    const tenantKey = this.d.files ? await this.d.files.tenantKey(tenantId) : '';
    const appUrl = (this.d.publicUrl ?? '').replace(/\/$/, '');
    for (const mail of mails) {
      const manager = managers.find((m) => m.userId === mail.userId);
      if (!manager) continue;
      await this.d.outbox.queue(
        tx,
        {
          kind: mail.reasons.includes('DAMAGE') ? 'vehicles.damageNotice' : 'vehicles.dirtNotice',
          ...fleetNoticeMail({
            tenantId,
            to: manager.email,
            vehicle: { id: row.vehicleId, make: row.make, model: row.model, licencePlate: row.licencePlate },
            driverName: row.driverName ?? row.bookerName,
            at,
            entry,
            reasons: mail.reasons,
            fileUrl: (name) => `${appUrl}${fileUrl(tenantKey, name)}`,
            appUrl,
            lang: manager.lang,
          }),
        },
        manager.values,
      );
    }
    return mails.length;
  }

  /** Every referenced file must be an upload of this trip; damage photos must be images. */
  private async checkFiles(tenantId: string, bookingId: string, entry: TripEntry): Promise<Refusal[]> {
    const refusals: Refusal[] = [];
    const refs: { field: string; name: string; kind: 'photo' | 'receipt' }[] = [
      ...entry.receipts.map((name, i) => ({ field: `receipts.${i}`, name, kind: 'receipt' as const })),
      ...entry.damages.flatMap((d, di) =>
        d.photos.map((name, i) => ({ field: `damages.${di}.photos.${i}`, name, kind: 'photo' as const })),
      ),
    ];
    for (const ref of refs) {
      const known =
        ref.name.startsWith(tripFilePrefix(bookingId)) &&
        this.d.files !== undefined &&
        (await this.d.files.exists(tenantId, 'vehicles', ref.name));
      if (!known) {
        refusals.push({ field: ref.field, code: 'TRIP_FILE_UNKNOWN', details: { fileName: ref.name } });
        continue;
      }
      if (!isAllowedTripFile(ref.kind, contentTypeOf(ref.name)))
        refusals.push({ field: ref.field, code: 'TRIP_PHOTO_NOT_AN_IMAGE', details: { fileName: ref.name } });
    }
    return refusals;
  }

  private async tripBooking(db: FleetDeps['db'], row: VehicleBookingRow): Promise<TripBooking> {
    const [approvers, guest] = await Promise.all([approversOf(db, row.id), trips.guestOf(db, row.id)]);
    return {
      id: row.id,
      type: row.type,
      status: row.status,
      start: row.startAt.getTime(),
      end: row.endAt.getTime(),
      bookerId: row.bookerId,
      driverId: row.driverId,
      approvers: approvers.map((a) => ({ userId: a.userId, approved: a.approved })),
      guest,
    };
  }

  private async view(
    tenantId: string,
    row: VehicleBookingRow,
    noticesQueued: number,
  ): Promise<z.infer<typeof Trip>> {
    const entries = await trips.tripEntries(this.d.db, tenantId, row.id);
    const checkIn = entries.find((e) => e.type === 'CHECK_IN') ?? null;
    const checkOut = entries.findLast((e) => e.type === 'CHECK_OUT') ?? null;
    return {
      bookingId: row.id,
      vehicleId: row.vehicleId,
      status: row.status,
      plannedStart: row.startAt.toISOString(),
      plannedEnd: row.endAt.toISOString(),
      actualStart: checkIn?.createdAt.toISOString() ?? null,
      actualEnd: checkOut?.createdAt.toISOString() ?? null,
      checkIn: checkIn && presentEntry(checkIn),
      checkOut: checkOut && presentEntry(checkOut),
      noticesQueued,
      lastMileage: await trips.lastMileage(this.d.db, tenantId, row.vehicleId),
    };
  }
}

/** The history entry's text (German like the other entries): how the actual start kept the plan. */
function checkInDescription(deviationMinutes: number): string {
  if (deviationMinutes < 0) return `Check-in ${-deviationMinutes} Min. vor dem geplanten Beginn`;
  if (deviationMinutes > 0) return `Check-in ${deviationMinutes} Min. nach dem geplanten Beginn`;
  return 'Check-in zum geplanten Beginn';
}

/** An early end frees the rest of the period; an overrun is named with its minutes. */
function checkOutDescription(early: boolean, overrunMinutes: number): string {
  if (early) return 'Check-out vor dem geplanten Ende, Fahrzeug wieder frei';
  if (overrunMinutes > 0) return `Check-out ${overrunMinutes} Min. nach dem geplanten Ende`;
  return 'Check-out zum geplanten Ende';
}

function actorOf(p: Principal): TripActor {
  return { userId: p.userId, isFleetManager: p.permissions.includes('fahrzeug_pflege') };
}

function fileUrl(tenantKey: string, fileName: string): string {
  return `/api/v1/files/vehicles/${encodeURIComponent(tenantKey)}/${encodeURIComponent(fileName)}`;
}

function contentTypeOf(fileName: string): string {
  if (fileName.endsWith('.png')) return 'image/png';
  if (fileName.endsWith('.jpg')) return 'image/jpeg';
  if (fileName.endsWith('.pdf')) return 'application/pdf';
  return 'application/octet-stream';
}

/**
 * 422 with the first refusal as code and message, and every refusal (field, code, translated
 * message, details) in `details.refusals`, so the form can show each beside its input.
 */
function refusalError(refusals: readonly Refusal[], lang: Language): AppError {
  const [first] = refusals;
  if (!first) return new AppError(422, 'VALIDATION_FAILED');
  return new AppError(422, first.code, {
    ...first.details,
    field: first.field,
    refusals: refusals.map((r) => ({
      field: r.field,
      code: r.code,
      message: translate(r.code, lang, { ...r.details }),
      details: { ...r.details },
    })),
  });
}

function presentEntry(e: trips.TripEntryRow): z.infer<typeof TripEntryView> {
  return {
    id: e.id,
    type: e.type === 'CHECK_IN' ? 'CHECK_IN' : 'CHECK_OUT',
    at: e.createdAt.toISOString(),
    user: e.userId ? { id: e.userId, name: e.userName ?? '' } : null,
    mileage: e.mileage,
    fuelPercent: e.fuelPercent,
    chargePercent: e.chargePercent,
    cleanlinessInside: e.cleanlinessInside,
    cleanlinessOutside: e.cleanlinessOutside,
    parkingSpot: e.parkingSpot,
    damages: e.damages,
    receipts: e.receipts,
    attributes: e.attributes,
  };
}
