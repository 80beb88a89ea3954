import { BOOKING_STATUS } from '@buchbar/domain/booking/status';
import { checkOneSeatPerPerson, oneSeatRuleApplies } from '@buchbar/domain/one-seat-per-person';
import { decideSpaceBookingAction, type SpaceBookingAction } from '@buchbar/domain/space-booking-transitions';
import { type Tx, withTransaction } from '../../platform/database/database';
import { AppError, notFound } from '../../platform/http/app-error';
import type { Principal } from '../access/access.module';
import { findSpace } from './floor-plans.repository';
import { refusal } from './refusal';
import { presentBooking, toDomainBooking } from './space-booking.presenter';
import * as repo from './space-bookings.repository';
import type { SpaceBookingsService, SpaceDeps } from './space-bookings.service';
import { languageOf, spaceCancelledMail, spaceListLink } from './space-mails';

/** Status changes of spec 4, each under the seat's lock and decided by the domain. */
export class SpaceBookingTransitions {
  constructor(
    private readonly d: SpaceDeps,
    private readonly bookings: SpaceBookingsService,
  ) {}

  async apply(p: Principal, product: string, id: string, action: SpaceBookingAction, reason?: string) {
    await withTransaction(this.d.pool, async (tx) => {
      const row = await repo.findBooking(tx.db, p.tenantId, product, id);
      if (!row) throw notFound();
      const { values } = await this.d.settings.effective(p.tenantId, p.userId);
      // Confirming a place booked for you takes it for yourself: one place at a time (issue 22
      // point 8), read under the person's lock, which comes before the seat's lock.
      const claim = {
        start: row.booking.startAt.getTime(),
        end: row.booking.endAt.getTime(),
        groupSize: row.booking.groupSize,
        forSelf: action === 'confirm' && row.booking.participantId === p.userId,
        allowMultiple: values['spaces.allowMultipleSeatsPerPerson'] === true,
        bookingId: row.booking.id,
      };
      const places = oneSeatRuleApplies(claim)
        ? await repo.lockAndReadPersonPlaces(tx, p.tenantId, {
            personId: p.userId,
            product,
            from: row.booking.startAt,
            to: row.booking.endAt,
          })
        : [];
      await repo.lockSpace(tx, row.booking.spaceId);
      const now = this.d.clock();
      const windowMinutes = values['spaces.checkInWindowMinutes'];
      const actor = { email: p.email, canManageBookings: p.permissions.includes('buchung_pflege') };
      const b = toDomainBooking(row);
      const decided = decideSpaceBookingAction(action, b, actor, now, windowMinutes);
      if (!decided.ok) throw refusal([decided]);
      if (action === 'confirm') {
        const elsewhere = checkOneSeatPerPerson(claim, places);
        if (!elsewhere.ok) throw refusal([elsewhere]);
      }
      await repo.updateBooking(tx.db, id, {
        status: decided.value,
        ...(action === 'check-in' ? { checkedInAt: new Date(now) } : {}),
        ...(decided.value === BOOKING_STATUS.cancelled
          ? {
              cancelledAt: new Date(now),
              cancelledBy: p.userId,
              cancelReason: reason ?? (action === 'decline' ? 'abgelehnt' : null),
            }
          : {}),
      });
      // Cancelled by someone else (organizer, booking care): the participant is told, and their
      // calendar loses the entry (one mail, catalogue kind spaces.cancelled, with the .ics).
      if (decided.value === BOOKING_STATUS.cancelled && row.booking.participantId !== p.userId)
        await this.mailCancelled(tx, p, row, reason ?? null, now);
      await this.bookings.afterChange(tx, p.tenantId, row.floorPlanId, row.booking.spaceId);
    });
    const after = await repo.findBooking(this.d.db, p.tenantId, product, id);
    if (!after) throw notFound();
    this.d.invalidateMap?.(after.floorPlanId);
    return presentBooking(after);
  }

  /** Spec 4: all bookings of a room can be cancelled together (admin, with a reason). */
  async cancelAllOfSpace(p: Principal, product: string, spaceId: string, reason: string) {
    const found = await findSpace(this.d.db, p.tenantId, spaceId);
    if (!found || found.product !== product) throw notFound();
    if (!reason.trim()) throw new AppError(400, 'VALIDATION_FAILED');
    return withTransaction(this.d.pool, async (tx) => {
      await repo.lockSpace(tx, spaceId);
      const now = new Date(this.d.clock());
      const ids = await repo.openBookingIdsOfSpace(tx.db, spaceId, now);
      for (const id of ids) {
        await repo.updateBooking(tx.db, id, {
          status: BOOKING_STATUS.cancelled,
          cancelledAt: now,
          cancelledBy: p.userId,
          cancelReason: reason,
        });
        const row = await repo.findBookingById(tx.db, id);
        if (row && row.booking.participantId !== p.userId)
          await this.mailCancelled(tx, p, row, reason, now.getTime());
      }
      await this.bookings.afterChange(tx, p.tenantId, found.space.floorPlanId, spaceId);
      return { cancelled: ids.length };
    }).finally(() => this.d.invalidateMap?.(found.space.floorPlanId));
  }

  /**
   * Catalogue kind `spaces.cancelled`: someone else cancelled the participant's booking; with a
   * METHOD:CANCEL .ics of the same UID (ADR 0012).
   */
  private async mailCancelled(
    tx: Tx,
    p: Principal,
    row: repo.BookingRow,
    reason: string | null,
    now: number,
  ) {
    const { values } = await this.d.settings.effective(row.booking.tenantId, row.booking.participantId);
    await this.d.outbox.queue(
      tx,
      {
        kind: 'spaces.cancelled',
        tenantId: row.booking.tenantId,
        to: row.participantEmail,
        link: spaceListLink(row.product),
        ...spaceCancelledMail(languageOf(values), {
          label: row.spaceLabel,
          start: row.booking.startAt,
          end: row.booking.endAt,
          by: p.name ? `${p.name} (${p.email})` : p.email,
          reason,
        }),
        ...(await this.bookings.spaceIcs(
          'CANCEL',
          row.booking.tenantId,
          { id: row.booking.participantId, email: row.participantEmail, name: row.participantName },
          { label: row.spaceLabel, product: row.product, planName: row.floorPlanName },
          {
            id: row.booking.id,
            start: row.booking.startAt.getTime(),
            end: row.booking.endAt.getTime(),
            status: BOOKING_STATUS.cancelled,
            changedAt: now,
          },
        )),
      },
      values,
    );
  }
}
