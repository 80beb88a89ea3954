import { guestConfirmationExpiryDue } from '@buchbar/domain/fleet/guests';
import {
  dueTripNotices,
  missedCheckInDue,
  type StartReminder,
  startReminderDue,
  type TripJobBooking,
  type TripJobRules,
  type TripNotice,
  type TripRecipient,
  tripJobRulesFromSettings,
} from '@buchbar/domain/fleet/trip-jobs';
import { type EffectiveSettings, SETTINGS } from '@buchbar/domain/settings';
import { MINUTE_MS } from '@buchbar/domain/time/interval';
import { type Tx, withTransaction } from '../../platform/database/database';
import type { Language } from '../../platform/http/messages';
import type { Jobs } from '../../platform/jobs/jobs';
import {
  mailLanguage,
  setCancelled,
  vehicleIcs,
  vehicleLink,
} from '../vehicle-bookings/vehicle-bookings.module';
import { type FleetDeps, lockVehicle } from '../vehicles/vehicles.module';
import {
  checkOutNoticeMail,
  guestConfirmationExpiredMail,
  missedCheckInMail,
  missingCheckOutMail,
  startReminderMail,
} from './trip-job-mails';
import * as jobsRepo from './trip-jobs.repository';

export const TRIP_SWEEP_JOB = 'fleet.trip-sweep';

export type TripJobDeps = FleetDeps & { jobs: Jobs };

/** The settings allow at most 1440 minutes; the look-back also covers a sweep that was down a day. */
const LOOK_BACK_MS = 2 * 1440 * MINUTE_MS;
const NOTICE_AHEAD_MS = 1440 * MINUTE_MS;
/** The longest personal reminder lead time the settings allow. */
const REMINDER_AHEAD_MS = SETTINGS['vehicles.reminderMailMinutesBefore'].max * MINUTE_MS;

/**
 * The timed work of trips (spec 4, 9; ADR 0009 gap 4), scheduled every minute through pg-boss like
 * the approval deadline: a missed check-in is cancelled (automatic cancellation on), a running trip
 * gets its notice before the planned end and its reminders after a missing check-out, an
 * unconfirmed guest booking is cancelled at its start. The pure functions of
 * `@buchbar/domain/fleet/trip-jobs` and `guests` decide what is due; every due item is done in one
 * transaction under the vehicle's lock that decides again on the row read there and inserts the
 * item's occurrence key into fleet_job_occurrences before it changes anything or queues its mail,
 * so however many instances sweep at once (or a run is retried), each occurrence happens once.
 */
export async function registerTripSweepJob(d: TripJobDeps): Promise<void> {
  await d.jobs.register(TRIP_SWEEP_JOB, async () => {
    await sweepTrips(d);
  });
  await d.jobs.schedule(TRIP_SWEEP_JOB, '* * * * *');
}

export type TripSweepResult = {
  /** Bookings cancelled for a missed check-in. */
  cancelled: string[];
  /** Occurrence keys of the notices and reminders sent. */
  notices: string[];
  /** Guest bookings cancelled because the guest did not confirm by the start. */
  guestsExpired: string[];
};

/** One sweep at `d.clock()`; returns what this run did (another instance's work is not in it). */
export async function sweepTrips(d: FleetDeps): Promise<TripSweepResult> {
  const now = d.clock();
  const result: TripSweepResult = { cancelled: [], notices: [], guestsExpired: [] };
  const candidates = await jobsRepo.sweepCandidates(
    d.db,
    new Date(now),
    LOOK_BACK_MS,
    NOTICE_AHEAD_MS,
    REMINDER_AHEAD_MS,
  );
  const settingsOf = cachedSettings(d);
  const failures: unknown[] = [];
  for (const c of candidates) {
    try {
      // The policy of the person the trip is for (the driver), else of the booker.
      const personal = await settingsOf(c.tenantId, c.driverId ?? c.bookerId);
      const rules = tripJobRulesFromSettings(personal);
      const job = tripJobBooking(c);
      const reminder = startReminderDue(job, personal['vehicles.reminderMailMinutesBefore'], now);
      if (reminder && !(await jobsRepo.recordedOccurrences(d.db, [reminder.key])).has(reminder.key))
        if (await sendStartReminder(d, c.id, reminder, now)) result.notices.push(reminder.key);
      if (missedCheckInDue(job, rules, now) && (await cancelMissedCheckIn(d, c.id, rules, now)))
        result.cancelled.push(c.id);
      const notices = dueTripNotices(job, rules, now);
      const recorded = await jobsRepo.recordedOccurrences(
        d.db,
        notices.map((n) => n.key),
      );
      for (const notice of notices.filter((n) => !recorded.has(n.key)))
        if (await sendNotice(d, c.id, notice, rules, now)) result.notices.push(notice.key);
      if (guestExpiryOf(c, now) && (await expireGuestBooking(d, c.id, now))) result.guestsExpired.push(c.id);
    } catch (err) {
      failures.push(err);
    }
  }
  // One broken booking must not stop the others; the job still fails, so pg-boss logs and retries it.
  if (failures.length > 0) throw new AggregateError(failures, 'trip sweep: some bookings failed');
  return result;
}

type Row = jobsRepo.TripJobRow;
type LockedRow = NonNullable<Awaited<ReturnType<typeof jobsRepo.findJobBooking>>>;

function tripJobBooking(r: Row): TripJobBooking {
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    start: r.startAt.getTime(),
    end: r.endAt.getTime(),
    bookerId: r.bookerId,
    driverId: r.driverId,
    guestEmail: r.guestName !== null ? r.guestEmail : null,
  };
}

const guestExpiryOf = (r: Row, now: number) =>
  guestConfirmationExpiryDue(
    {
      id: r.id,
      status: r.status,
      start: r.startAt.getTime(),
      confirmed: r.guestName === null || r.guestConfirmed,
    },
    now,
  );

/** Effective settings per tenant and user, read once per sweep. */
function cachedSettings(d: FleetDeps) {
  const cache = new Map<string, Promise<EffectiveSettings>>();
  return (tenantId: string, userId: string) => {
    const key = `${tenantId}/${userId}`;
    let found = cache.get(key);
    if (!found) {
      found = d.settings.effective(tenantId, userId).then((s) => s.values);
      cache.set(key, found);
    }
    return found;
  };
}

/**
 * Runs `work` in a transaction under the booking's vehicle lock with the booking read again there;
 * `work` returns false when nothing is due any more.
 */
async function underVehicleLock(
  d: FleetDeps,
  bookingId: string,
  work: (tx: Tx, b: LockedRow) => Promise<boolean>,
): Promise<boolean> {
  const first = await jobsRepo.findJobBooking(d.db, bookingId);
  if (!first) return false;
  return withTransaction(d.pool, async (tx) => {
    await lockVehicle(tx.db, first.vehicleId);
    const b = await jobsRepo.findJobBooking(tx.db, bookingId);
    if (!b) return false;
    return work(tx, b);
  });
}

/** Address and language of a trip mail's recipient; a guest has no settings (both languages). */
async function recipientOf(
  d: FleetDeps,
  b: LockedRow,
  r: TripRecipient,
): Promise<{ to: string; lang: Language | undefined; values: EffectiveSettings | undefined } | undefined> {
  if (r.kind === 'guest') return { to: r.email, lang: undefined, values: undefined };
  const to =
    r.userId === b.driverId && b.driverEmail
      ? b.driverEmail
      : r.userId === b.bookerId
        ? b.bookerEmail
        : await jobsRepo.userEmail(d.db, b.tenantId, r.userId);
  if (!to) return undefined;
  const { values } = await d.settings.effective(b.tenantId, r.userId);
  return { to, lang: mailLanguage(values), values };
}

/** ADR 0008 gap 5: cancels a trip nobody checked in, frees the car, mails the driver (or guest). */
async function cancelMissedCheckIn(d: FleetDeps, bookingId: string, rules: TripJobRules, now: number) {
  return underVehicleLock(d, bookingId, async (tx, b) => {
    const due = missedCheckInDue(tripJobBooking(b), rules, now);
    if (!due) return false;
    if (!(await jobsRepo.claimOccurrence(tx.db, b.tenantId, due.key))) return false;
    await setCancelled(tx.db, b.id, null, due.reason, new Date(now));
    const to = await recipientOf(d, b, due.recipient);
    if (to)
      await d.outbox.queue(
        tx,
        {
          kind: 'vehicles.bookingCancelled',
          link: vehicleLink(b.vehicleId),
          ...missedCheckInMail(b.tenantId, to.to, b, due.reason, to.lang),
          ...vehicleIcs(
            d.calendar,
            'CANCEL',
            { ...b, status: 'storniert', changedAt: now },
            b,
            { email: to.to, lang: to.lang ?? 'de' },
            now,
          ),
        },
        to.values ?? null,
      );
    return true;
  });
}

/** The notice before the end or a missing check-out reminder, once per occurrence key. */
async function sendNotice(
  d: FleetDeps,
  bookingId: string,
  notice: TripNotice,
  rules: TripJobRules,
  now: number,
) {
  return underVehicleLock(d, bookingId, async (tx, b) => {
    // Still due on the row read now (checked out or extended meanwhile: another key or none).
    const fresh = dueTripNotices(tripJobBooking(b), rules, now).find((n) => n.key === notice.key);
    if (!fresh) return false;
    if (!(await jobsRepo.claimOccurrence(tx.db, b.tenantId, fresh.key))) return false;
    const to = await recipientOf(d, b, fresh.recipient);
    if (!to) return true;
    const mail =
      fresh.kind === 'CHECK_OUT_NOTICE'
        ? {
            kind: 'vehicles.checkOutNotice' as const,
            ...checkOutNoticeMail(b.tenantId, to.to, b, fresh.minutes, to.lang),
          }
        : {
            kind: 'vehicles.missingCheckOut' as const,
            ...missingCheckOutMail(b.tenantId, to.to, b, fresh.minutes, to.lang),
          };
    await d.outbox.queue(tx, { ...mail, link: vehicleLink(b.vehicleId) }, to.values ?? null);
    return true;
  });
}

/** The reminder before the start (catalogue kind `vehicles.reminderBeforeStart`), once per start. */
async function sendStartReminder(d: FleetDeps, bookingId: string, due: StartReminder, now: number) {
  return underVehicleLock(d, bookingId, async (tx, b) => {
    const fresh = startReminderDue(tripJobBooking(b), due.leadMinutes, now);
    if (fresh?.key !== due.key) return false;
    if (!(await jobsRepo.claimOccurrence(tx.db, b.tenantId, fresh.key))) return false;
    const to = await recipientOf(d, b, fresh.recipient);
    if (!to) return true;
    await d.outbox.queue(
      tx,
      {
        kind: 'vehicles.reminderBeforeStart',
        link: vehicleLink(b.vehicleId),
        ...startReminderMail(b.tenantId, to.to, b, fresh.leadMinutes, to.lang),
      },
      to.values ?? null,
    );
    return true;
  });
}

/** ADR 0009 gap 5: an unconfirmed guest booking at its start is cancelled; the staff member is told. */
async function expireGuestBooking(d: FleetDeps, bookingId: string, now: number) {
  return underVehicleLock(d, bookingId, async (tx, b) => {
    const due = guestExpiryOf(b, now);
    if (!due) return false;
    if (!(await jobsRepo.claimOccurrence(tx.db, b.tenantId, due.key))) return false;
    await setCancelled(tx.db, b.id, null, due.reason, new Date(now));
    const { values } = await d.settings.effective(b.tenantId, b.bookerId);
    await d.outbox.queue(
      tx,
      {
        kind: 'vehicles.guestConfirmationExpired',
        link: vehicleLink(b.vehicleId),
        ...guestConfirmationExpiredMail(
          b.tenantId,
          b.bookerEmail,
          { ...b, guestName: b.guestName ?? '' },
          due.reason,
          mailLanguage(values),
        ),
      },
      values,
    );
    return true;
  });
}
