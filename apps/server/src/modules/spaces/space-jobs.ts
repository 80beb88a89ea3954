import { BOOKING_STATUS, releaseDueStatus } from '@buchbar/domain/booking/status';
import { withTransaction } from '../../platform/database/database';
import { toDomainBooking } from './space-booking.presenter';
import * as repo from './space-bookings.repository';
import { REMINDER_JOB, type SpaceBookingsService, type SpaceDeps } from './space-bookings.service';
import { languageOf, noShowReleasedMail, reminderAtStartMail, spaceListLink } from './space-mails';

export const RELEASE_JOB = 'spaces.release-due';

/**
 * Time-driven transitions: unconfirmed pre-bookings expire at their start, and with the tenant
 * setting on, a reserved booking without check-in is released after the window (kept as a
 * no-show for reports). Runs every minute; each booking changes under its seat's lock.
 */
export async function registerSpaceJobs(d: SpaceDeps, bookings: SpaceBookingsService): Promise<void> {
  await d.jobs.register(RELEASE_JOB, async () => {
    await releaseDue(d, bookings);
  });
  await d.jobs.schedule(RELEASE_JOB, '* * * * *');
  await d.jobs.register<{ bookingId: string }>(REMINDER_JOB, (data) => sendReminder(d, data.bookingId));
}

export async function releaseDue(d: SpaceDeps, bookings: SpaceBookingsService): Promise<number> {
  const now = d.clock();
  const candidates = await repo.dueCandidates(d.db, new Date(now));
  let released = 0;
  for (const c of candidates) {
    const { values } = await d.settings.effective(c.booking.tenantId, c.booking.participantId);
    await withTransaction(d.pool, async (tx) => {
      await repo.lockSpace(tx, c.booking.spaceId);
      const fresh = await repo.findBookingById(tx.db, c.booking.id);
      if (!fresh) return;
      const due = releaseDueStatus(toDomainBooking(fresh), now, {
        releaseNoShows: values['spaces.releaseNoShows'],
        windowMinutes: values['spaces.checkInWindowMinutes'],
      });
      if (!due) return;
      const noShow = fresh.booking.status === BOOKING_STATUS.reserved;
      await repo.updateBooking(tx.db, c.booking.id, {
        status: due,
        noShow,
        cancelledAt: new Date(now),
        cancelReason: noShow ? 'Nicht eingecheckt (No-Show)' : 'Nicht rechtzeitig bestätigt',
      });
      if (noShow)
        await d.outbox.queue(
          tx,
          {
            kind: 'spaces.noShowReleased',
            tenantId: fresh.booking.tenantId,
            to: fresh.participantEmail,
            link: spaceListLink(fresh.product),
            ...noShowReleasedMail(languageOf(values), {
              label: fresh.spaceLabel,
              start: fresh.booking.startAt,
              end: fresh.booking.endAt,
              windowMinutes: values['spaces.checkInWindowMinutes'],
            }),
          },
          values,
        );
      await bookings.afterChange(tx, fresh.booking.tenantId, fresh.floorPlanId, fresh.booking.spaceId);
      released++;
    });
  }
  return released;
}

/**
 * The reminder at the start of a reserved booking (catalogue kind `spaces.reminderAtStart`), when
 * the participant's effective setting `spaces.reminderMailAtStart` is on, with the participant's
 * real check-in window.
 */
async function sendReminder(d: SpaceDeps, bookingId: string): Promise<void> {
  const row = await repo.findBookingById(d.db, bookingId);
  if (row?.booking.status !== BOOKING_STATUS.reserved) return;
  const { values } = await d.settings.effective(row.booking.tenantId, row.booking.participantId);
  await withTransaction(d.pool, (tx) =>
    d.outbox.queue(
      tx,
      {
        kind: 'spaces.reminderAtStart',
        tenantId: row.booking.tenantId,
        to: row.participantEmail,
        link: spaceListLink(row.product),
        ...reminderAtStartMail(languageOf(values), {
          label: row.spaceLabel,
          start: row.booking.startAt,
          end: row.booking.endAt,
          windowMinutes: values['spaces.checkInWindowMinutes'],
        }),
      },
      values,
    ),
  );
}
