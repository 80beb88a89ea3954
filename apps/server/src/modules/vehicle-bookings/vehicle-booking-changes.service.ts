import type { VehicleBookingUpdate, VehicleDriver, VehicleTimelineEntry } from '@buchbar/contracts/fleet';
import { specialTripReasons } from '@buchbar/domain/fleet/approval';
import { possibleBookers } from '@buchbar/domain/fleet/bookers';
import {
  checkTimelineWindow,
  checkTripChange,
  isOwnTrip,
  maySeeTrip,
  statusAfterTripChange,
} from '@buchbar/domain/fleet/booking-change';
import {
  checkVehicleBooking,
  type VehicleBookingRules,
  vehicleBookingRulesFromSettings,
} from '@buchbar/domain/fleet/booking-check';
import type { DriverLicence } from '@buchbar/domain/fleet/licence';
import type { EffectiveSettings } from '@buchbar/domain/settings';
import { MINUTE_MS } from '@buchbar/domain/time/interval';
import { DEFAULT_TIME_ZONE } from '@buchbar/domain/time/zoned-time';
import type { z } from 'zod';
import type { Tx } from '../../platform/database/database';
import { withTransaction } from '../../platform/database/database';
import { AppError, forbidden, notFound } from '../../platform/http/app-error';
import { activeUsersHolding, type Principal } from '../access/access.module';
import { findDriverLicence } from '../licences/licences.module';
import { approversForTrip } from './special-trip-approvers';
import { presentVehicleBooking } from './vehicle-booking.presenter';
import { vehicleIcs } from './vehicle-booking-calendar';
import * as changes from './vehicle-booking-changes.repository';
import {
  APPROVALS_LINK,
  approvalRequestMail,
  bookingChangedMail,
  mailLanguage,
  vehicleLink,
} from './vehicle-booking-mails';
import * as bookings from './vehicle-bookings.repository';
import { bookingCandidate } from './vehicle-bookings.service';
import './vehicle-bookings.messages';
import { type FleetDeps, findVehicle, lockVehicle, type VehicleRecord } from '../vehicles/vehicles.module';

type Update = z.infer<typeof VehicleBookingUpdate>;

/** What a change knows before the vehicle's lock: who changes which trip, the driver's rules. */
type ChangePlan = {
  p: Principal;
  id: string;
  input: Update;
  actor: { id: string; permissions: Principal['permissions'] };
  vehicleId: string;
  driver: bookings.BookerRow | undefined;
  settings: EffectiveSettings;
  driverLicence: DriverLicence | null | undefined;
  rules: VehicleBookingRules;
};

/** A trip whose times and fields may change (held or reserved). */
type ChangeableTrip = bookings.VehicleBookingRow & { status: 'vorgemerkt' | 'reserviert' };

const isChangeable = (b: bookings.VehicleBookingRow): b is ChangeableTrip =>
  b.status === 'vorgemerkt' || b.status === 'reserviert';

/** Permission codes that answer 403 (the actor may not); every other refusal of a change is a 422/409. */
const refuse = (code: string, details: Record<string, unknown>) =>
  new AppError(
    code === 'VEHICLE_BOOKING_NOT_YOURS' || code === 'VEHICLE_BOOKING_NOT_PERMITTED'
      ? 403
      : code === 'VEHICLE_BOOKING_NOT_CHANGEABLE' || code === 'VEHICLE_ALREADY_BOOKED'
        ? 409
        : 422,
    code,
    details,
  );

/**
 * A vehicle's timeline, the possible drivers of the signed-in user, and changing a trip that has
 * not started (issue 10 points 6, 8). A change is decided like a new booking: under the vehicle
 * lock, by checkVehicleBooking on the bookings read under it, ignoring the trip itself; the
 * exclusion constraint stays the backstop (409 VEHICLE_ALREADY_BOOKED).
 */
export class VehicleBookingChangesService {
  constructor(private readonly d: FleetDeps) {}

  /** GET /vehicles/{id}/bookings: needs fahrzeug_buchen or fahrzeug_pflege. */
  async timeline(
    p: Principal,
    vehicleId: string,
    from: string,
    to: string,
  ): Promise<z.infer<typeof VehicleTimelineEntry>[]> {
    if (!p.permissions.includes('fahrzeug_buchen') && !p.permissions.includes('fahrzeug_pflege'))
      throw forbidden({ permission: 'fahrzeug_buchen' });
    const window = checkTimelineWindow(Date.parse(from), Date.parse(to));
    if (!window.ok) throw refuse(window.code, window.details);
    const vehicle = await findVehicle(this.d.db, p.tenantId, vehicleId);
    if (!vehicle) throw notFound();
    const rows = await changes.timeline(
      this.d.db,
      p.tenantId,
      vehicleId,
      new Date(window.value.from),
      new Date(window.value.to),
    );
    const now = this.d.clock();
    const actor = { id: p.userId, permissions: p.permissions };
    return rows.map((r) => {
      const parties = { bookerId: r.bookerId, driverId: r.driverId };
      const seen = r.type === 'BUCHUNG' && maySeeTrip(actor, parties);
      return {
        id: r.id,
        type: r.type,
        status: r.status,
        start: r.startAt.toISOString(),
        end: r.endAt.toISOString(),
        own: r.type === 'BUCHUNG' && isOwnTrip(actor, parties),
        needsApproval: r.needsApproval,
        driver: seen && r.driverId ? { id: r.driverId, name: r.driverName ?? '' } : null,
        editable: checkTripChange({
          actor,
          trip: { ...parties, type: r.type, status: r.status, start: r.startAt.getTime() },
          now,
        }).ok,
        booking: seen ? presentVehicleBooking(r) : null,
      };
    });
  }

  /** GET /vehicle-bookings/drivers?vehicleId=: spec 6 possible bookers, by name. */
  async drivers(p: Principal, vehicleId: string | undefined): Promise<z.infer<typeof VehicleDriver>[]> {
    const actorRow = await bookings.findUser(this.d.db, p.tenantId, p.userId);
    if (!actorRow) throw forbidden({});
    const actor = { id: p.userId, departmentId: actorRow.departmentId, permissions: p.permissions };
    const vehicle = vehicleId ? await findVehicle(this.d.db, p.tenantId, vehicleId) : undefined;
    if (vehicleId && !vehicle?.vehicle.active) throw notFound();
    const { values: settings } = await this.d.settings.effective(p.tenantId, p.userId);
    const others = p.permissions.includes('fahrzeug_fremdbuchung');
    const ids = others
      ? (await activeUsersHolding(this.d.db, p.tenantId, 'fahrzeug_buchen')).map((u) => u.id)
      : [p.userId];
    const rows = await changes.usersByIds(this.d.db, p.tenantId, ids);
    const candidates = rows.map((u) => ({
      ...u,
      permissions: u.id === p.userId ? p.permissions : (['fahrzeug_buchen'] as const),
    }));
    const allowed = possibleBookers({
      actor,
      users: candidates,
      departmentFilter: settings['vehicles.departmentFilter'],
    });
    if (!allowed.ok) throw refuse(allowed.code, allowed.details);
    return allowed.value.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      needsApproval: vehicle
        ? specialTripReasons({
            departmentCheck: settings['vehicles.departmentCheck'],
            driverDepartmentId: u.departmentId,
            vehicleDepartmentIds: vehicle.departmentIds,
            outsideBookingWindow: false,
          }).length > 0
        : false,
    }));
  }

  /** PATCH /vehicle-bookings/{id}: new times and fields of a trip that has not started. */
  async change(p: Principal, id: string, input: Update) {
    const plan = await this.planChange(p, id, input);
    await withTransaction(this.d.pool, (tx) => this.writeChange(tx, plan));
    const row = await bookings.findBooking(this.d.db, p.tenantId, id);
    if (!row) throw notFound();
    return presentVehicleBooking(row);
  }

  /** Load: the trip (may the actor change it now?), its driver, the driver's settings and licence. */
  private async planChange(p: Principal, id: string, input: Update): Promise<ChangePlan> {
    const actor = { id: p.userId, permissions: p.permissions };
    const found = await bookings.findBooking(this.d.db, p.tenantId, id);
    if (!found) throw notFound();
    const allowed = checkTripChange({
      actor,
      trip: { ...found, start: found.startAt.getTime() },
      now: this.d.clock(),
    });
    if (!allowed.ok) throw refuse(allowed.code, allowed.details);
    const driverId = found.driverId ?? found.bookerId;
    const [driver, { values: settings }, driverLicence] = await Promise.all([
      bookings.findUser(this.d.db, p.tenantId, driverId),
      this.d.settings.effective(p.tenantId, driverId),
      // A guest booking (no driver account) has no licence on file (ADR 0011).
      found.driverId === null ? undefined : findDriverLicence(this.d.db, p.tenantId, driverId),
    ]);
    const rules = vehicleBookingRulesFromSettings(settings);
    return { p, id, input, actor, vehicleId: found.vehicleId, driver, settings, driverLicence, rules };
  }

  /** Decide and write under the vehicle's lock: the trip again, the new times checked, the update, the mails. */
  private async writeChange(tx: Tx, plan: ChangePlan): Promise<void> {
    const { db } = tx;
    const { p, id, input } = plan;
    await lockVehicle(db, plan.vehicleId);
    const { b, vehicle, now } = await this.reloadUnderLock(db, plan);
    const start = input.start === undefined ? b.startAt.getTime() : Date.parse(input.start);
    const end = input.end === undefined ? b.endAt.getTime() : Date.parse(input.end);
    const decision = await this.checkNewTimes(db, plan, b, vehicle, { start, end }, now);
    const timesChanged = start !== b.startAt.getTime() || end !== b.endAt.getTime();
    const approvers =
      decision.approvalReasons.length > 0 && b.status === 'reserviert'
        ? await approversForTrip(db, p.tenantId, { bookerId: b.bookerId, driverId: b.driverId })
        : [];
    const next = statusAfterTripChange({
      status: b.status,
      wasSpecialTrip: b.needsApproval,
      timesChanged,
      approvalReasons: decision.approvalReasons,
      approversAvailable: approvers.length > 0,
    });
    await changes.updateTrip(db, id, {
      status: next.status,
      startAt: new Date(start),
      endAt: new Date(end),
      reason: input.reasonForTrip ?? b.reason,
      destination: input.destination ?? b.destination,
      stopover: input.stopover ?? b.stopover,
      passengers: input.passengers ?? b.passengers,
      contact: input.contact ?? b.contact,
      detour: input.detour ?? b.detour,
      information: input.information ?? b.information,
      needsApproval: decision.approvalReasons.length > 0,
      clearApproval: next.newApprovers || decision.approvalReasons.length === 0,
    });
    if (timesChanged) await this.mailChange(tx, p.tenantId, b, { start, end, status: next.status, now });
    if (next.dropApprovers) await changes.dropApprovers(db, id);
    if (!next.newApprovers) return;
    await this.requestApprovals(tx, plan, vehicle, approvers, { start, end });
  }

  /** The trip and its vehicle read again under the lock: still changeable by the actor, vehicle still active. */
  private async reloadUnderLock(db: Tx['db'], plan: ChangePlan) {
    const b = await bookings.findBooking(db, plan.p.tenantId, plan.id);
    if (!b) throw notFound();
    const now = this.d.clock();
    const again = checkTripChange({ actor: plan.actor, trip: { ...b, start: b.startAt.getTime() }, now });
    if (!again.ok) throw refuse(again.code, again.details);
    if (!isChangeable(b)) throw refuse('VEHICLE_BOOKING_NOT_CHANGEABLE', {});
    const vehicle = await findVehicle(db, plan.p.tenantId, b.vehicleId);
    if (!vehicle?.vehicle.active) throw refuse('VEHICLE_BOOKING_NOT_CHANGEABLE', { status: b.status });
    return { b, vehicle, now };
  }

  /** checkVehicleBooking on the vehicle's busy periods (the trip itself ignored); refuses with the first reason. */
  private async checkNewTimes(
    db: Tx['db'],
    plan: ChangePlan,
    b: ChangeableTrip,
    vehicle: VehicleRecord,
    wanted: { start: number; end: number },
    now: number,
  ) {
    const { rules } = plan;
    const busy = await bookings.busyPeriods(
      db,
      plan.p.tenantId,
      [b.vehicleId],
      new Date(wanted.start),
      new Date(Math.max(wanted.start, wanted.end)),
      rules.minimumGapMinutes * MINUTE_MS,
      now,
    );
    const decision = checkVehicleBooking({
      wanted,
      now,
      rules,
      vehicle: bookingCandidate(vehicle, plan.settings),
      bookings: busy.get(b.vehicleId) ?? [],
      driverDepartmentId: plan.driver?.departmentId ?? null,
      ignoreBookingId: b.id,
      unchangedStart: b.startAt.getTime(),
      zone: DEFAULT_TIME_ZONE,
      driverLicence: plan.driverLicence,
    });
    if (!decision.ok) throw refuse(decision.first.code, { ...decision.first.details });
    return decision;
  }

  /** Tell: the new approvers are stored, and each gets an approval request in their language. */
  private async requestApprovals(
    tx: Tx,
    plan: ChangePlan,
    vehicle: VehicleRecord,
    approvers: readonly { id: string; email: string }[],
    wanted: { start: number; end: number },
  ): Promise<void> {
    const { p, id } = plan;
    await bookings.insertApprovers(
      tx.db,
      p.tenantId,
      id,
      approvers.map((a) => a.id),
    );
    for (const a of approvers) {
      const { values } = await this.d.settings.effective(p.tenantId, a.id);
      await this.d.outbox.queue(
        tx,
        {
          kind: 'vehicles.approvalRequested',
          link: APPROVALS_LINK,
          ...approvalRequestMail(
            p.tenantId,
            a.email,
            vehicle,
            {
              startAt: new Date(wanted.start),
              endAt: new Date(wanted.end),
              driverName: plan.driver?.name ?? '',
            },
            mailLanguage(values),
          ),
        },
        values,
      );
    }
  }

  /**
   * New times of a trip reach the booker's calendar (ADR 0012): a mail with the updated event
   * (METHOD:REQUEST, same UID, higher SEQUENCE), under the booking-mail setting.
   */
  private async mailChange(
    tx: Tx,
    tenantId: string,
    b: bookings.VehicleBookingRow,
    next: { start: number; end: number; status: bookings.VehicleBookingRow['status']; now: number },
  ) {
    if (b.type !== 'BUCHUNG') return;
    const { values } = await this.d.settings.effective(tenantId, b.bookerId);
    const lang = mailLanguage(values);
    const period = { startAt: new Date(next.start), endAt: new Date(next.end) };
    await this.d.outbox.queue(
      tx,
      {
        kind: 'vehicles.bookingChanged',
        link: vehicleLink(b.vehicleId),
        ...bookingChangedMail(tenantId, b.bookerEmail, b, { ...period, before: b }, lang),
        ...vehicleIcs(
          this.d.calendar,
          'REQUEST',
          { ...b, ...period, tenantId, status: next.status, changedAt: next.now },
          b,
          { email: b.bookerEmail, name: b.bookerName, lang },
          next.now,
        ),
      },
      values,
    );
  }
}
