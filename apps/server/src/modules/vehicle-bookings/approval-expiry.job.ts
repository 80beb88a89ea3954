import { APPROVAL_EXPIRED_REASON, approvalAfterStartFromSettings } from '@buchbar/domain/fleet/approval';
import { dueApprovalExpiries, expiryCandidatesStartingBefore } from '@buchbar/domain/fleet/approval-expiry';
import { withTransaction } from '../../platform/database/database';
import type { Jobs } from '../../platform/jobs/jobs';
import { type FleetDeps, lockVehicle } from '../vehicles/vehicles.module';
import { vehicleIcs } from './vehicle-booking-calendar';
import { cancellationMail, mailLanguage, vehicleLink } from './vehicle-booking-mails';
import * as bookings from './vehicle-bookings.repository';

export const APPROVAL_EXPIRY_JOB = 'fleet.expire-special-trips';

export type FleetJobDeps = FleetDeps & { jobs: Jobs };

/**
 * ADR 0008 gap 3: a special trip still undecided at its approval deadline is cancelled
 * ("Storno, da die Sonderfahrt nicht rechtzeitig freigegeben wurde.") and its booker mailed.
 * Scheduled every minute through pg-boss like the spaces' release job: pg-boss hands each tick
 * to one instance (its fetch uses SKIP LOCKED), and each cancellation is decided again on the
 * row read under the vehicle's advisory lock, so a second run (another instance, a retry)
 * finds nothing left to do and can neither cancel twice nor cancel a trip approved meanwhile.
 */
export async function registerApprovalExpiryJob(d: FleetJobDeps): Promise<void> {
  await d.jobs.register(APPROVAL_EXPIRY_JOB, async () => {
    await expireSpecialTrips(d);
  });
  await d.jobs.schedule(APPROVAL_EXPIRY_JOB, '* * * * *');
}

/** One run of the deadline job; returns the ids it cancelled. */
export async function expireSpecialTrips(d: FleetDeps): Promise<string[]> {
  const now = d.clock();
  const candidates = await bookings.heldSpecialTripsStartedBy(
    d.db,
    new Date(expiryCandidatesStartingBefore(now)),
  );
  const cancelled: string[] = [];
  for (const c of candidates) {
    const { values } = await d.settings.effective(c.tenantId, c.bookerId);
    const approvalAfterStart = approvalAfterStartFromSettings(values);
    const done = await withTransaction(d.pool, async (tx) => {
      const { db } = tx;
      await lockVehicle(db, c.vehicleId);
      const b = await bookings.findBooking(db, c.tenantId, c.id);
      if (!b) return false;
      const approvers = (await bookings.approversOf(db, c.id)).map((a) => ({
        userId: a.userId,
        approved: a.approved,
      }));
      const due = dueApprovalExpiries(
        [{ id: b.id, status: b.status, start: b.startAt.getTime(), approvers, approvalAfterStart }],
        now,
      );
      if (due.length === 0) return false;
      await bookings.setCancelled(db, b.id, null, APPROVAL_EXPIRED_REASON, new Date(now));
      const lang = mailLanguage(values);
      await d.outbox.queue(
        tx,
        {
          kind: 'vehicles.bookingCancelled',
          link: vehicleLink(b.vehicleId),
          ...cancellationMail(c.tenantId, b, b, APPROVAL_EXPIRED_REASON, lang),
          ...vehicleIcs(
            d.calendar,
            'CANCEL',
            { ...b, tenantId: c.tenantId, status: 'storniert', changedAt: now },
            b,
            { email: b.bookerEmail, name: b.bookerName, lang },
            now,
          ),
        },
        values,
      );
      return true;
    });
    if (done) cancelled.push(c.id);
  }
  return cancelled;
}
