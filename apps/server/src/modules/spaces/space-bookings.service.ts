import type { CreateSpaceBooking } from '@buchbar/contracts/spaces';
import { checkSpaceBooking, spaceBookingRulesFromSettings } from '@buchbar/domain/space-booking-rules';
import { initialBookingStatus } from '@buchbar/domain/space-booking-status';
import {
  addDays,
  DEFAULT_TIME_ZONE,
  endOfLocalDay,
  localDateOf,
  startOfLocalDay,
} from '@buchbar/domain/zoned-time';
import type { z } from 'zod';
import { type Db, type Tx, withTransaction } from '../../platform/database/database';
import type { EventHub } from '../../platform/events/event-hub';
import { AppError, notFound } from '../../platform/http/app-error';
import type { Jobs } from '../../platform/jobs/jobs';
import type { Principal } from '../access/authorizer';
import type { MailOutbox } from '../notifications/mail-outbox.service';
import type { SettingsService } from '../settings/settings.service';
import { findSpace, loadOpening } from './floor-plans.repository';
import { findActiveUserByEmail } from './people.repository';
import { refusal } from './refusal';
import { presentBooking, toDomainBooking } from './space-booking.presenter';
import * as repo from './space-bookings.repository';
import './spaces.messages';

export type SpaceDeps = {
  pool: import('pg').Pool;
  db: Db;
  settings: SettingsService;
  hub: EventHub;
  outbox: MailOutbox;
  jobs: Jobs;
  clock: () => number;
  /** Drops this instance's cached map data of a plan once a change has committed. */
  invalidateMap?: (floorPlanId: string) => void;
};

export const REMINDER_JOB = 'spaces.reminder';

/** Creating a booking: every rule of the domain, decided under the seat's lock (no overbooking). */
export class SpaceBookingsService {
  constructor(private readonly d: SpaceDeps) {}

  async create(p: Principal, product: string, input: z.infer<typeof CreateSpaceBooking>) {
    const found = await findSpace(this.d.db, p.tenantId, input.spaceId);
    if (!found || found.product !== product) throw notFound();
    if (!found.space.active || !found.planActive) throw new AppError(422, 'SPACE_INACTIVE');
    const participant = input.participantEmail
      ? await findActiveUserByEmail(this.d.db, p.tenantId, input.participantEmail)
      : { id: p.userId, email: p.email };
    if (!participant) throw new AppError(422, 'PARTICIPANT_UNKNOWN', { email: input.participantEmail });
    const { values } = await this.d.settings.effective(p.tenantId, p.userId);
    const rules = spaceBookingRulesFromSettings(values);
    const wanted = { start: Date.parse(input.start), end: Date.parse(input.end) };
    const zone = DEFAULT_TIME_ZONE;

    const id = await withTransaction(this.d.pool, async (tx) => {
      await repo.lockSpace(tx, found.space.id);
      const now = this.d.clock();
      const date = localDateOf(wanted.start, zone);
      const dayStart = new Date(startOfLocalDay(date, zone));
      const dayEnd = new Date(endOfLocalDay(date, zone));
      const [opening, existing, organizer] = await Promise.all([
        loadOpening(tx.db, p.tenantId, found.space.floorPlanId),
        repo.bookingsOfSpace(tx.db, found.space.id, dayStart, dayEnd),
        // The weekly limit is off by default (0); only then is the organizer's week read.
        rules.maxBookingsPerWeek > 0
          ? repo.organizerBookings(
              tx.db,
              p.tenantId,
              p.userId,
              new Date(startOfLocalDay(addDays(date, -7), zone)),
              new Date(endOfLocalDay(addDays(date, 7), zone)),
            )
          : Promise.resolve([]),
      ]);
      const verdict = checkSpaceBooking({
        wanted,
        mode: input.mode,
        groupSize: input.groupSize,
        capacity: found.space.capacity,
        existing: existing.map(toDomainBooking),
        organizerBookings: organizer.map((b) => ({
          status: b.status as 'reserviert',
          start: b.startAt.getTime(),
          end: b.endAt.getTime(),
        })),
        weekly: opening.weekly,
        exceptions: opening.exceptions,
        rules,
        now,
        zone,
      });
      if (!verdict.ok) throw refusal(verdict.reasons);
      const bookingId = await repo.insertBooking(tx.db, {
        tenantId: p.tenantId,
        spaceId: found.space.id,
        startAt: new Date(wanted.start),
        endAt: new Date(wanted.end),
        status: initialBookingStatus(p.email, participant.email),
        organizerId: p.userId,
        participantId: participant.id,
        groupSize: input.groupSize,
      });
      await this.afterChange(tx, p.tenantId, found.space.floorPlanId, found.space.id);
      if (participant.id !== p.userId)
        await this.inviteParticipant(tx, p, participant.email, found.space.label, wanted);
      if (values['spaces.reminderMailAtStart']) {
        await this.d.jobs.enqueue(tx, REMINDER_JOB, { bookingId }, { startAfter: new Date(wanted.start) });
      }
      return bookingId;
    });
    this.d.invalidateMap?.(found.space.floorPlanId);
    const row = await repo.findBooking(this.d.db, p.tenantId, product, id);
    if (!row) throw notFound();
    return presentBooking(row);
  }

  /** Live maps of the tenant learn about the change on commit (NOTIFY inside the transaction). */
  async afterChange(tx: Tx, tenantId: string, floorPlanId: string, spaceId: string) {
    await this.d.hub.publish(tx, tenantId, { type: 'space-booking.changed', data: { floorPlanId, spaceId } });
  }

  private async inviteParticipant(
    tx: Tx,
    p: Principal,
    to: string,
    label: string,
    wanted: { start: number; end: number },
  ) {
    const when = new Intl.DateTimeFormat('de-DE', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: DEFAULT_TIME_ZONE,
    });
    await this.d.outbox.queue(tx, {
      tenantId: p.tenantId,
      to,
      subject: `Platzreservierung für Sie: ${label}`,
      text: [
        `${p.email} hat den Platz ${label} für Sie vorgemerkt:`,
        `${when.format(wanted.start)} – ${when.format(wanted.end)}.`,
        'Bitte bestätigen oder lehnen Sie die Reservierung in Buchbar bis zum Beginn ab; ohne Bestätigung verfällt sie.',
        '',
        `${p.email} reserved the place ${label} for you. Please confirm or decline it in Buchbar before it starts.`,
      ].join('\n'),
    });
  }
}
