import { randomUUID } from 'node:crypto';
import type {
  StartTimeProposal,
  VehicleBookingInput,
  VehicleBookingListItem,
} from '@buchbar/contracts/fleet';
import { type BookingStatus, transition } from '@buchbar/domain/booking/status';
import {
  approvalAfterStartFromSettings,
  approvalDeadline,
  decideApproval,
  isApprovalPending,
  type SpecialTripReason,
  specialTripReasons,
} from '@buchbar/domain/fleet/approval';
import { isInsideBookingWindow, resolveBookingWindow } from '@buchbar/domain/fleet/availability';
import { checkDriver } from '@buchbar/domain/fleet/bookers';
import {
  checkVehicleBooking,
  type VehicleBookingCandidate,
  type VehicleBookingRules,
  vehicleBookingRulesFromSettings,
} from '@buchbar/domain/fleet/booking-check';
import { bookingHorizon, proposeStartTimes } from '@buchbar/domain/fleet/booking-times';
import type { DriverLicence } from '@buchbar/domain/fleet/licence';
import type { EffectiveSettings } from '@buchbar/domain/settings';
import { MINUTE_MS } from '@buchbar/domain/time/interval';
import { DEFAULT_TIME_ZONE, startOfLocalDay } from '@buchbar/domain/time/zoned-time';
import type { z } from 'zod';
import { TtlCache } from '../../platform/cache/ttl-cache';
import { type BatchedTx, withBatchedTransaction } from '../../platform/database/batched-transaction';
import { withTransaction } from '../../platform/database/database';
import type { AuthChange } from '../../platform/events/event-hub';
import { AppError, forbidden, notFound } from '../../platform/http/app-error';
import type { Language } from '../../platform/http/messages';
import { effectiveIn, type Principal } from '../access/access.module';
import { findDriverLicence } from '../licences/licences.module';
import { type GuestBookingPlan, type GuestBookingsService, presentGuest } from './guest-bookings.service';
import { approversForTrip } from './special-trip-approvers';
import { presentVehicleBooking } from './vehicle-booking.presenter';
import { vehicleIcs } from './vehicle-booking-calendar';
import {
  APPROVALS_LINK,
  approvalRequestMail,
  bookingConfirmationMail,
  cancellationMail,
  decisionMail,
  mailLanguage,
  vehicleLink,
} from './vehicle-booking-mails';
import * as tx from './vehicle-booking-tx.repository';
import * as bookings from './vehicle-bookings.repository';
import './vehicle-bookings.messages';
import { type FleetDeps, findVehicle, lockVehicle, type VehicleRecord } from '../vehicles/vehicles.module';

type Input = z.infer<typeof VehicleBookingInput>;
type Scope = 'mine' | 'for-others' | 'approvals';

type TripApprover = Awaited<ReturnType<typeof approversForTrip>>[number];

/** What create knows before the vehicle's lock: who books for whom, under which rules, when. */
type BookingDraft = {
  p: Principal;
  input: Input;
  start: number;
  end: number;
  driverId: string;
  forOther: boolean;
  actor: bookings.BookerRow;
  /** The driver's row when booked for someone else. */
  driverRow: bookings.BookerRow | undefined;
  /** The driver: the actor, or driverRow. */
  driver: bookings.BookerRow | undefined;
  driverDepartmentId: string | null;
  /** The driver's settings. */
  settings: EffectiveSettings;
  /** The booker's settings when booked for someone else. */
  bookerSettings: EffectiveSettings | undefined;
  driverLicence: DriverLicence | null | undefined;
  rules: VehicleBookingRules;
  guest: GuestBookingPlan | undefined;
  now: number;
  id: string;
  period: { startAt: Date; endAt: Date };
  driverName: string;
};

/** The row of a new booking (type BUCHUNG). */
function newBooking(
  d: BookingDraft,
  status: BookingStatus,
  needsApproval: boolean,
): bookings.NewVehicleBooking {
  const { p, input } = d;
  return {
    tenantId: p.tenantId,
    vehicleId: input.vehicleId,
    status,
    ...d.period,
    bookerId: p.userId,
    driverId: d.guest ? null : d.driverId,
    reason: input.reasonForTrip,
    destination: input.destination,
    stopover: input.stopover,
    passengers: input.passengers,
    contact: input.contact,
    detour: input.detour,
    information: input.information,
    needsApproval,
  };
}

/** What a vehicle's stored fields say for the booking rules (validity, window, departments). */
export function bookingCandidate(v: tx.LockedVehicle, settings: EffectiveSettings): VehicleBookingCandidate {
  return {
    validFrom: v.vehicle.validFrom,
    validTo: v.vehicle.validTo,
    window: resolveBookingWindow(
      {
        weekdays: v.vehicle.bookingWeekdays,
        from: v.vehicle.bookingFrom?.slice(0, 5) ?? null,
        to: v.vehicle.bookingTo?.slice(0, 5) ?? null,
        outsideAllowed: v.vehicle.bookingOutsideAllowed,
      },
      settings,
    ),
    departmentIds: v.departmentIds,
    requiredLicenceClass: v.vehicle.requiredLicenceClass ?? null,
  };
}

/**
 * Vehicle bookings (spec 4-6, issue 10 points 6-7): booking a trip, the overview lists, special-
 * trip approvals and cancelling. Every change of a vehicle's bookings takes the vehicle's lock
 * first and decides with checkVehicleBooking on the bookings read under it (ADR 0008); the
 * exclusion constraint of vehicle_bookings stays the backstop (409 VEHICLE_ALREADY_BOOKED).
 */
export class VehicleBookingsService {
  /**
   * The users a booking names (actor, driver: department, status, mail address, name) by tenant
   * and id, at most 30 s like the session cache, and only when changes are announced
   * (FleetDeps.onAuthChange): the `users` trigger of migration 0004 drops an entry on every
   * update of the row, whoever writes it (ADR 0005); a load overtaken by a change is not kept.
   */
  private readonly people = new TtlCache<string, bookings.BookerRow | undefined>({
    ttlMs: 30_000,
    maxEntries: 10_000,
  });

  /** `guests`: the guest bookings' part of create (issue 11 point 6), set by the module's front door. */
  constructor(private readonly d: FleetDeps & { guests?: GuestBookingsService }) {}

  /** Drops cached users (EventHub auth changes: a user's row or session changed, or all). */
  authChanged(change: AuthChange): void {
    if (change.all) this.people.clear();
    else if (change.user) {
      const suffix = `|${change.user}`;
      this.people.deleteWhere((key) => key.endsWith(suffix));
    }
  }

  private person(tenantId: string, userId: string): Promise<bookings.BookerRow | undefined> {
    const load = () => bookings.findUser(this.d.db, tenantId, userId);
    if (!this.d.onAuthChange) return load();
    return this.people.getOrLoad(`${tenantId}|${userId}`, load, { keep: (row) => row !== undefined });
  }

  /**
   * Books a trip (ADR 0008 "The lock per vehicle"). Everything that does not need the vehicle's
   * lock is read before the transaction, in parallel (actor and driver in one query, the cached
   * settings, the driver's permissions); then two round trips: `BEGIN; lock; vehicle; busy
   * periods`, checkVehicleBooking on what was read under the lock, and `INSERT booking, approvers,
   * mail rows and jobs; COMMIT`. Only a special trip with approvers costs one more (who approves).
   * The answer is built from what the transaction knows, not read back.
   */
  async create(p: Principal, input: Input, lang: Language = 'de') {
    const draft = await this.draftBooking(p, input, lang);
    const stored = await withBatchedTransaction(this.d.pool, (batch) => this.writeBooking(batch, draft));
    return this.presentCreated(draft, stored);
  }

  /** Load: the parties, settings and licence (in parallel, before any lock); checks the driver, prepares a guest. */
  private async draftBooking(p: Principal, input: Input, lang: Language): Promise<BookingDraft> {
    const start = Date.parse(input.start);
    const end = Date.parse(input.end);
    // A guest booking has no driver account: the staff member is checked as the driver, none stored.
    const driverId = input.guest ? p.userId : (input.driverId ?? p.userId);
    const forOther = driverId !== p.userId;
    const [actor, driverRow, { values: settings }, driverPermissions, bookerSettings, driverLicence] =
      await this.readParties(p, input, driverId, forOther);
    if (!actor) throw forbidden({});
    const driver = forOther ? driverRow : actor;
    const checked = checkDriver({
      actor: { id: p.userId, departmentId: actor.departmentId, permissions: p.permissions },
      driver: driver ? { ...driver, permissions: driverPermissions } : null,
      departmentFilter: settings['vehicles.departmentFilter'],
    });
    if (!checked.ok)
      throw new AppError(
        checked.code === 'VEHICLE_BOOKING_NOT_PERMITTED' ? 403 : 422,
        checked.code,
        checked.details,
      );
    const rules = vehicleBookingRulesFromSettings(settings);
    // Fail closed: without the guests' part wired in, a guest is never booked as a normal trip.
    if (input.guest && !this.d.guests) throw new AppError(403, 'GUEST_BOOKING_DISABLED');
    const guest =
      input.guest && this.d.guests
        ? await this.d.guests.prepare(p, input.vehicleId, input.guest, settings, lang)
        : undefined;
    return {
      p,
      input,
      start,
      end,
      driverId,
      forOther,
      actor,
      driverRow,
      driver,
      driverDepartmentId: checked.value.departmentId,
      settings,
      bookerSettings,
      driverLicence,
      rules,
      guest,
      now: this.d.clock(),
      id: randomUUID(),
      period: { startAt: new Date(start), endAt: new Date(end) },
      driverName: guest?.guest.name ?? driver?.name ?? '',
    };
  }

  /** Actor and driver (cached), the driver's settings and permissions, the booker's settings, the licence. */
  private readParties(p: Principal, input: Input, driverId: string, forOther: boolean) {
    return Promise.all([
      this.person(p.tenantId, p.userId),
      forOther ? this.person(p.tenantId, driverId) : undefined,
      this.d.settings.effective(p.tenantId, driverId),
      forOther ? effectiveIn(this.d.db, p.tenantId, driverId) : p.permissions,
      forOther ? this.d.settings.effective(p.tenantId, p.userId).then((e) => e.values) : undefined,
      // A guest's licence is not on file (ADR 0011): the staff member hands over the keys.
      input.guest ? undefined : findDriverLicence(this.d.db, p.tenantId, driverId),
    ]);
  }

  /** Decide and write, in the batched transaction: lock and check, approvers, mails, insert and commit. */
  private async writeBooking(batch: BatchedTx, d: BookingDraft) {
    const { vehicle, decision } = await this.lockAndCheck(batch, d);
    // A special trip is held for the approvers; with nobody to approve it counts as approved
    // (ADR 0008 gap 3: approved = no approver rows), so it is reserved at once. Its booker and
    // driver are never among them (ADR 0018: else the admins; else it is refused).
    const approvers =
      decision.status === 'vorgemerkt'
        ? await approversForTrip(batch.tx().db, d.p.tenantId, {
            bookerId: d.p.userId,
            driverId: d.guest ? null : d.driverId,
          })
        : [];
    const status = d.guest
      ? (this.d.guests?.status(d.guest, approvers.length > 0) ?? 'vorgemerkt')
      : approvers.length > 0
        ? 'vorgemerkt'
        : 'reserviert';
    const mails = await this.createdMails(d, vehicle, approvers, status);
    const booking = newBooking(d, status, decision.approvalReasons.length > 0);
    const inserted = await batch.commitWith(
      tx.insertVehicleBooking(
        d.id,
        booking,
        approvers.map((a) => a.id),
        mails,
      ),
    );
    return { ...inserted, booking, vehicle: vehicle.vehicle };
  }

  /** Opens the transaction with the vehicle's lock, reads it and its busy periods, and checks the booking. */
  private async lockAndCheck(batch: BatchedTx, d: BookingDraft) {
    const locked = await batch.open(
      tx.lockVehicleAndRead({
        tenantId: d.p.tenantId,
        vehicleId: d.input.vehicleId,
        from: d.period.startAt,
        to: new Date(Math.max(d.start, d.end)),
        gapMs: d.rules.minimumGapMinutes * MINUTE_MS,
        now: d.now,
      }),
    );
    const vehicle = locked.vehicle;
    if (!vehicle?.vehicle.active) throw notFound();
    const decision = checkVehicleBooking({
      wanted: { start: d.start, end: d.end },
      now: d.now,
      rules: d.rules,
      vehicle: bookingCandidate(vehicle, d.settings),
      bookings: locked.busy,
      driverDepartmentId: d.driverDepartmentId,
      zone: DEFAULT_TIME_ZONE,
      driverLicence: d.driverLicence,
    });
    if (!decision.ok)
      throw new AppError(decision.first.code === 'VEHICLE_ALREADY_BOOKED' ? 409 : 422, decision.first.code, {
        ...decision.first.details,
      });
    return { vehicle, decision };
  }

  /** Tell: the mail rows and jobs of a new booking (the guest's, the approvers', the confirmations), in that order. */
  private async createdMails(
    d: BookingDraft,
    vehicle: tx.LockedVehicle,
    approvers: readonly TripApprover[],
    status: BookingStatus,
  ): Promise<string[]> {
    const mails: string[] = [];
    if (d.guest && this.d.guests)
      mails.push(
        ...(await this.d.guests.insertStatements(d.guest, {
          id: d.id,
          tenantId: d.p.tenantId,
          vehicle: vehicle.vehicle,
          ...d.period,
          bookerName: d.actor.name,
          now: d.now,
        })),
      );
    mails.push(...(await this.approvalRequestMails(d, vehicle, approvers)));
    mails.push(...(await this.confirmationMails(d, vehicle, status)));
    return mails;
  }

  /** One approval request to each approver, in their own language. */
  private async approvalRequestMails(
    d: BookingDraft,
    vehicle: tx.LockedVehicle,
    approvers: readonly TripApprover[],
  ): Promise<string[]> {
    const mails: string[] = [];
    for (const a of approvers) {
      const { values } = await this.d.settings.effective(d.p.tenantId, a.id);
      mails.push(
        ...(await this.d.outbox.queueStatements(
          {
            kind: 'vehicles.approvalRequested',
            link: APPROVALS_LINK,
            ...approvalRequestMail(
              d.p.tenantId,
              a.email,
              vehicle,
              { ...d.period, driverName: d.driverName },
              mailLanguage(values),
            ),
          },
          values,
        )),
      );
    }
    return mails;
  }

  /** The confirmation to the booker and, when booked for someone else, to the driver (issue 10). */
  private async confirmationMails(d: BookingDraft, vehicle: tx.LockedVehicle, status: BookingStatus) {
    const { p, input, period, driverName } = d;
    const recipients = [
      { email: d.actor.email, values: d.bookerSettings ?? d.settings, forOther: false },
      ...(d.driverRow && d.forOther
        ? [{ email: d.driverRow.email, values: d.settings, forOther: true }]
        : []),
    ];
    const mails: string[] = [];
    for (const r of recipients) {
      const lang = mailLanguage(r.values);
      mails.push(
        ...(await this.d.outbox.queueStatements(
          {
            kind: 'vehicles.bookingCreated',
            link: vehicleLink(input.vehicleId),
            ...bookingConfirmationMail(
              p.tenantId,
              r.email,
              vehicle,
              { ...period, status, driverName, forOther: r.forOther },
              lang,
            ),
            ...vehicleIcs(
              this.d.calendar,
              'REQUEST',
              {
                tenantId: p.tenantId,
                id: d.id,
                vehicleId: input.vehicleId,
                ...period,
                status,
                driverName,
                reason: input.reasonForTrip,
                destination: input.destination,
              },
              vehicle,
              { email: r.email, lang },
              d.now,
            ),
          },
          r.values,
        )),
      );
    }
    return mails;
  }

  /** The answer, built from what the transaction knows (like the seat path, ADR 0005), not read back. */
  private presentCreated(
    d: BookingDraft,
    stored: {
      id: string;
      createdAt: Date;
      booking: bookings.NewVehicleBooking;
      vehicle: tx.LockedVehicle['vehicle'];
    },
  ) {
    const b = stored.booking;
    const presented = presentVehicleBooking({
      id: stored.id,
      vehicleId: b.vehicleId,
      make: stored.vehicle.make,
      model: stored.vehicle.model,
      licencePlate: stored.vehicle.licencePlate,
      type: 'BUCHUNG',
      status: b.status,
      startAt: b.startAt,
      endAt: b.endAt,
      bookerId: b.bookerId,
      bookerName: d.actor.name,
      bookerEmail: d.actor.email,
      driverId: b.driverId,
      driverName: d.driver?.name ?? null,
      reason: b.reason,
      destination: b.destination,
      stopover: b.stopover,
      passengers: b.passengers,
      contact: b.contact,
      detour: b.detour,
      information: b.information,
      needsApproval: b.needsApproval,
      approvedAt: null,
      cancelReason: null,
      createdAt: stored.createdAt,
    });
    const { guest } = d;
    if (!guest) return presented;
    const confirmed = !guest.rules.guestConfirmationRequired;
    return {
      ...presented,
      guest: presentGuest({
        guestName: guest.guest.name,
        guestEmail: guest.guest.email,
        guestNotes: guest.guest.notes,
        guestConfirmed: confirmed,
        guestConfirmedAt: confirmed ? new Date(d.now) : null,
      }),
    };
  }

  async get(p: Principal, id: string) {
    const row = await bookings.findBooking(this.d.db, p.tenantId, id);
    if (!row) throw notFound();
    return presentVehicleBooking(row);
  }

  async list(p: Principal, scope: Scope): Promise<z.infer<typeof VehicleBookingListItem>[]> {
    const now = this.d.clock();
    const rows = await bookings.listBookings(
      this.d.db,
      p.tenantId,
      p.userId,
      scope,
      new Date(now - 24 * 60 * MINUTE_MS),
    );
    if (scope !== 'approvals') return rows.map(presentVehicleBooking);
    if (!p.permissions.includes('fahrzeug_freigabe_von_sonderfahrten')) return [];
    const { values } = await this.d.settings.effective(p.tenantId, p.userId);
    const afterStart = approvalAfterStartFromSettings(values);
    const pending = rows.filter((r) =>
      isApprovalPending(
        {
          status: r.status,
          start: r.startAt.getTime(),
          approvers: [{ userId: p.userId, approved: false }],
        },
        now,
        afterStart,
      ),
    );
    const reasons = await this.specialTripReasonsOf(p.tenantId, pending);
    return pending.map((r, i) => ({
      ...presentVehicleBooking(r),
      specialTripReasons: reasons[i] ?? [],
      approvalDeadline: new Date(approvalDeadline(r.startAt.getTime(), afterStart)).toISOString(),
    }));
  }

  /**
   * The menu badge: the actor's pending approvals, the same set as the `approvals` list, counted
   * in one query. Only approvers ask (403 for anyone else, like approve and reject).
   */
  async countApprovals(p: Principal): Promise<number> {
    const { values } = await this.d.settings.effective(p.tenantId, p.userId);
    // Pending while now < approvalDeadline(start) = start + grace, i.e. start > now - grace.
    const grace = approvalDeadline(0, approvalAfterStartFromSettings(values));
    return bookings.countPendingApprovals(this.d.db, p.tenantId, p.userId, new Date(this.d.clock() - grace));
  }

  /**
   * Why each held trip is a special trip (domain specialTripReasons), from the vehicle's
   * departments and window and the driver's department and settings as they are now; the
   * reasons are not stored with the booking. Vehicles and drivers are read once each.
   */
  private async specialTripReasonsOf(
    tenantId: string,
    rows: readonly bookings.VehicleBookingRow[],
  ): Promise<SpecialTripReason[][]> {
    const vehicleCache = new Map<string, Promise<VehicleRecord | undefined>>();
    const driverCache = new Map<
      string,
      Promise<[Awaited<ReturnType<typeof bookings.findUser>>, EffectiveSettings]>
    >();
    return Promise.all(
      rows.map(async (r) => {
        const driverId = r.driverId ?? r.bookerId;
        if (!vehicleCache.has(r.vehicleId))
          vehicleCache.set(r.vehicleId, findVehicle(this.d.db, tenantId, r.vehicleId));
        if (!driverCache.has(driverId))
          driverCache.set(
            driverId,
            Promise.all([
              bookings.findUser(this.d.db, tenantId, driverId),
              this.d.settings.effective(tenantId, driverId).then((e) => e.values),
            ]),
          );
        const vehicle = await vehicleCache.get(r.vehicleId);
        const [driver, settings] = (await driverCache.get(driverId)) ?? [undefined, undefined];
        if (!vehicle || !settings) return [];
        const rules = vehicleBookingRulesFromSettings(settings);
        const candidate = bookingCandidate(vehicle, settings);
        const wanted = { start: r.startAt.getTime(), end: r.endAt.getTime() };
        return specialTripReasons({
          departmentCheck: rules.departmentCheck,
          driverDepartmentId: driver?.departmentId ?? null,
          vehicleDepartmentIds: candidate.departmentIds,
          outsideBookingWindow:
            rules.individualBookingTimes &&
            candidate.window.outsideAllowed &&
            !isInsideBookingWindow(wanted, candidate.window, DEFAULT_TIME_ZONE),
        });
      }),
    );
  }

  /** Approve (vorgemerkt → reserviert) or reject (→ storniert) a special trip, as one of its approvers. */
  async decide(p: Principal, id: string, decision: 'approve' | 'reject') {
    const now = this.d.clock();
    const found = await bookings.findBooking(this.d.db, p.tenantId, id);
    if (!found) throw notFound();
    const { values } = await this.d.settings.effective(p.tenantId, found.bookerId);
    await withTransaction(this.d.pool, async (tx) => {
      const { db } = tx;
      await lockVehicle(db, found.vehicleId);
      const b = await bookings.findBooking(db, p.tenantId, id);
      if (!b) throw notFound();
      const approvers = await bookings.approversOf(db, id);
      const outcome = decideApproval({
        status: b.status,
        start: b.startAt.getTime(),
        approvers: approvers.map((a) => ({ ...a, approvedAt: a.approvedAt?.getTime() ?? null })),
        bookerId: b.bookerId,
        driverId: b.driverId,
        decision,
        approverId: p.userId,
        now,
        approvalAfterStart: approvalAfterStartFromSettings(values),
      });
      if (!outcome.ok)
        throw new AppError(
          outcome.code === 'SPECIAL_APPROVAL_USER_NOT_FOUND' || outcome.code === 'OWN_APPROVAL' ? 403 : 409,
          outcome.code,
          outcome.details,
        );
      const at = new Date(now);
      if (outcome.value.approvedRow) await bookings.markApproved(db, id, p.userId, at);
      else await bookings.setCancelled(db, id, p.userId, REJECTED_REASON, at);
      // The decision updates the calendar entry the booking mail created (issue 22 point 13):
      // same UID, a higher SEQUENCE, CONFIRMED on approval, a CANCEL on rejection; to the booker
      // and, for a trip booked for someone else, to the driver (both got the held entry).
      const recipients = [{ email: b.bookerEmail, name: b.bookerName, values }];
      if (b.driverId && b.driverId !== b.bookerId) {
        const driver = await bookings.findUser(db, p.tenantId, b.driverId);
        if (driver)
          recipients.push({
            email: driver.email,
            name: driver.name,
            values: (await this.d.settings.effective(p.tenantId, b.driverId)).values,
          });
      }
      const approved = outcome.value.status === 'reserviert';
      for (const r of recipients) {
        const lang = mailLanguage(r.values);
        await this.d.outbox.queue(
          tx,
          {
            kind: 'vehicles.approvalDecided',
            link: vehicleLink(b.vehicleId),
            ...decisionMail(p.tenantId, { ...b, bookerEmail: r.email }, decision, lang),
            ...vehicleIcs(
              this.d.calendar,
              approved ? 'REQUEST' : 'CANCEL',
              { ...b, tenantId: p.tenantId, status: outcome.value.status, changedAt: now },
              b,
              { email: r.email, name: r.name, lang },
              now,
            ),
          },
          r.values,
        );
      }
    });
    return this.get(p, id);
  }

  /** Cancel a trip: the booker or driver themselves, or anyone with buchung_pflege. */
  async cancel(p: Principal, id: string) {
    const found = await bookings.findBooking(this.d.db, p.tenantId, id);
    if (!found) throw notFound();
    const own = found.bookerId === p.userId || found.driverId === p.userId;
    if (!own && !p.permissions.includes('buchung_pflege')) throw forbidden({ permission: 'buchung_pflege' });
    await withTransaction(this.d.pool, async (t) => {
      const { db } = t;
      await lockVehicle(db, found.vehicleId);
      const b = await bookings.findBooking(db, p.tenantId, id);
      if (!b) throw notFound();
      const next = transition(b.status, 'storniert', 'cancel');
      if (!next.ok) throw new AppError(409, next.code, next.details);
      const now = this.d.clock();
      await bookings.setCancelled(
        db,
        id,
        p.userId,
        own ? CANCELLED_BY_USER : CANCELLED_BY_STAFF,
        new Date(now),
      );
      // The booker's calendar loses the entry (ADR 0012): a cancellation with METHOD:CANCEL.
      if (b.type !== 'BUCHUNG') return;
      const { values } = await this.d.settings.effective(p.tenantId, b.bookerId);
      const lang = mailLanguage(values);
      const by = b.bookerId === p.userId ? 'self' : own ? 'driver' : 'staff';
      await this.d.outbox.queue(
        t,
        {
          kind: 'vehicles.bookingCancelled',
          link: vehicleLink(b.vehicleId),
          ...cancellationMail(p.tenantId, b, b, CANCELLED_BY_TEXT[by][lang], lang),
          ...vehicleIcs(
            this.d.calendar,
            'CANCEL',
            { ...b, tenantId: p.tenantId, status: 'storniert', changedAt: now },
            b,
            { email: b.bookerEmail, name: b.bookerName, lang },
            now,
          ),
        },
        values,
      );
    });
    return this.get(p, id);
  }

  /** Spec 5 start times of one vehicle on one local date, for the signed-in user's settings. */
  async startTimes(
    p: Principal,
    vehicleId: string,
    date: string,
    ignoreBookingId?: string,
  ): Promise<z.infer<typeof StartTimeProposal>[]> {
    const vehicle = await findVehicle(this.d.db, p.tenantId, vehicleId);
    if (!vehicle?.vehicle.active) throw notFound();
    const { values: settings } = await this.d.settings.effective(p.tenantId, p.userId);
    const rules = vehicleBookingRulesFromSettings(settings);
    const now = this.d.clock();
    const dayStart = startOfLocalDay(date, DEFAULT_TIME_ZONE);
    const horizon = bookingHorizon(now, rules.advance, DEFAULT_TIME_ZONE);
    const busy = await bookings.busyPeriods(
      this.d.db,
      p.tenantId,
      [vehicleId],
      new Date(dayStart),
      new Date(Math.max(dayStart, horizon) + DAY_MS),
      rules.minimumGapMinutes * MINUTE_MS,
      now,
    );
    return proposeStartTimes({
      date,
      now,
      rules,
      vehicle: bookingCandidate(vehicle, settings),
      bookings: (busy.get(vehicleId) ?? []).filter((b) => b.id !== ignoreBookingId),
      zone: DEFAULT_TIME_ZONE,
    }).map((t) => ({
      start: new Date(t.start).toISOString(),
      latestEnd: new Date(t.latestEnd).toISOString(),
      outsideBookingWindow: t.outsideBookingWindow,
    }));
  }
}

const DAY_MS = 24 * 60 * MINUTE_MS;
const REJECTED_REASON = 'Sonderfahrt abgelehnt.';
const CANCELLED_BY_USER = 'Storniert durch den Benutzer.';
const CANCELLED_BY_STAFF = 'Storniert durch die Buchungspflege.';
/** Who cancelled, as the reason of the booker's cancellation mail. */
const CANCELLED_BY_TEXT: Record<'self' | 'driver' | 'staff', Record<Language, string>> = {
  self: { de: 'Storniert durch Sie selbst.', en: 'Cancelled by yourself.' },
  driver: { de: 'Storniert durch den Fahrer.', en: 'Cancelled by the driver.' },
  staff: { de: CANCELLED_BY_STAFF, en: 'Cancelled by booking management.' },
};
