import type { CreateSpaceBooking } from '@buchbar/contracts/spaces';
import type { MailAttachment } from '@buchbar/db/schema/notifications';
import type { BookingStatus } from '@buchbar/domain/booking/status';
import type { CalendarMethod } from '@buchbar/domain/calendar/ical';
import {
  checkOneSeatPerPerson,
  oneSeatRuleApplies,
  type PlaceClaim,
} from '@buchbar/domain/one-seat-per-person';
import type { EffectiveSettings } from '@buchbar/domain/settings';
import {
  checkSpaceBooking,
  type SpaceBookingRules,
  spaceBookingRulesFromSettings,
} from '@buchbar/domain/space-booking-rules';
import { initialBookingStatus } from '@buchbar/domain/space-booking-transitions';
import { isSpaceProduct } from '@buchbar/domain/space-products';
import {
  addDays,
  DEFAULT_TIME_ZONE,
  endOfLocalDay,
  localDateOf,
  startOfLocalDay,
} from '@buchbar/domain/time/zoned-time';
import type { z } from 'zod';
import { type BatchedTx, withBatchedTransaction } from '../../platform/database/batched-transaction';
import type { Db, Tx } from '../../platform/database/database';
import type { EventHub } from '../../platform/events/event-hub';
import { AppError, notFound } from '../../platform/http/app-error';
import type { Jobs } from '../../platform/jobs/jobs';
import type { Principal } from '../access/access.module';
import type { CalendarInvites } from '../calendar/calendar.module';
import type { MailOutbox } from '../notifications/notifications.module';
import type { SettingsService } from '../settings/settings.module';
import { findSeatConfig } from './floor-plans.repository';
import { findActiveUserByEmail } from './people.repository';
import { PlanConfigCache } from './plan-config-cache';
import { refusal } from './refusal';
import { presentBooking } from './space-booking.presenter';
import * as tx from './space-booking-tx.repository';
import { bookedForYouMail, languageOf, spaceListLink } from './space-mails';
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
  /** The .ics attachments of booking mails (ADR 0012); without it mails go without one. */
  calendar?: CalendarInvites;
};

export const REMINDER_JOB = 'spaces.reminder';

const changed = (floorPlanId: string, spaceId: string) => ({
  type: 'space-booking.changed',
  data: { floorPlanId, spaceId },
});

type BookingInput = z.infer<typeof CreateSpaceBooking>;
type SeatConfig = NonNullable<Awaited<ReturnType<typeof findSeatConfig>>>;

/** What create knows before the seat's lock: who, which seat, when, under which rules. */
type SeatBookingPlan = {
  p: Principal;
  product: string;
  input: BookingInput;
  participant: { id: string; email: string; name: string };
  rules: SpaceBookingRules;
  wanted: { start: number; end: number };
  zone: string;
  /** The local date of the start. */
  date: string;
  status: BookingStatus;
  /** Booked for someone else: the participant gets a mail. */
  invites: boolean;
  /** A reminder job is planned. */
  reminds: boolean;
  participantValues: EffectiveSettings;
  claim: PlaceClaim;
  seat: SeatConfig;
};

/** The seat's day, the organizer's week (only with a weekly limit) and the person's places (one-place rule). */
function seatDayQuery({ p, input, rules, date, zone, claim, product, wanted }: SeatBookingPlan) {
  return {
    tenantId: p.tenantId,
    spaceId: input.spaceId,
    dayStart: new Date(startOfLocalDay(date, zone)),
    dayEnd: new Date(endOfLocalDay(date, zone)),
    // The weekly limit is off by default (0); only then is the organizer's week read.
    organizerWeek:
      rules.maxBookingsPerWeek > 0
        ? {
            organizerId: p.userId,
            from: new Date(startOfLocalDay(addDays(date, -7), zone)),
            to: new Date(endOfLocalDay(addDays(date, 7), zone)),
          }
        : undefined,
    person: oneSeatRuleApplies(claim)
      ? { personId: p.userId, product, from: new Date(wanted.start), to: new Date(wanted.end) }
      : undefined,
  };
}

/** The answer, built from what the transaction knows (ADR 0005: not read back). */
function presentCreated(plan: SeatBookingPlan, stored: { id: string; createdAt: Date }) {
  const { p, seat, wanted, participant } = plan;
  return presentBooking({
    booking: {
      id: stored.id,
      spaceId: seat.id,
      startAt: new Date(wanted.start),
      endAt: new Date(wanted.end),
      status: plan.status,
      organizerId: p.userId,
      participantId: participant.id,
      groupSize: plan.input.groupSize,
      createdAt: stored.createdAt,
      checkedInAt: null,
      noShow: false,
      cancelReason: null,
    },
    spaceLabel: seat.label,
    floorPlanId: seat.floorPlanId,
    organizerEmail: p.email,
    organizerName: p.name,
    participantEmail: participant.email,
    participantName: participant.name,
  });
}

/** Creating a booking: every rule of the domain, decided under the seat's lock (no overbooking). */
export class SpaceBookingsService {
  /** Seats with their plan's opening hours; dropped on 'floor-plan.changed' (forgetPlan). */
  private readonly seats = new PlanConfigCache<NonNullable<Awaited<ReturnType<typeof findSeatConfig>>>>();

  constructor(private readonly d: SpaceDeps) {}

  /** The plan's configuration changed (any instance, any writer: see migration 0005). */
  forgetPlan(floorPlanId: string): void {
    this.seats.invalidatePlan(floorPlanId);
  }

  forgetAllPlans(): void {
    this.seats.clear();
  }

  async create(p: Principal, product: string, input: z.infer<typeof CreateSpaceBooking>) {
    const plan = await this.planBooking(p, product, input);
    const stored = await withBatchedTransaction(this.d.pool, (batch) => this.writeBooking(batch, plan));
    this.d.invalidateMap?.(plan.seat.floorPlanId);
    return presentCreated(plan, stored);
  }

  /** Load: the participant, the settings and rules, and the seat (all before the seat's lock). */
  private async planBooking(p: Principal, product: string, input: BookingInput): Promise<SeatBookingPlan> {
    const participant = input.participantEmail
      ? await findActiveUserByEmail(this.d.db, p.tenantId, input.participantEmail)
      : { id: p.userId, email: p.email, name: p.name };
    if (!participant) throw new AppError(422, 'PARTICIPANT_UNKNOWN', { email: input.participantEmail });
    const { values } = await this.d.settings.effective(p.tenantId, p.userId);
    const rules = spaceBookingRulesFromSettings(values);
    const wanted = { start: Date.parse(input.start), end: Date.parse(input.end) };
    const zone = DEFAULT_TIME_ZONE;
    const date = localDateOf(wanted.start, zone);
    const status = initialBookingStatus(p.email, participant.email);
    // Mails and jobs go through their own modules inside the transaction.
    const invites = participant.id !== p.userId;
    // The reminder job is planned for own bookings when the organizer wants reminders, and for
    // bookings made for someone else always: the participant's own setting decides at the start.
    const reminds = invites || values['spaces.reminderMailAtStart'] === true;
    const participantValues = invites
      ? (await this.d.settings.effective(p.tenantId, participant.id)).values
      : values;
    // One person, one place of a product at a time (issue 22 point 8): a booking for oneself
    // reads the person's places under the person's lock (an organiser booking for someone else,
    // a group booking and a tenant allowing several places are not checked).
    const claim = {
      ...wanted,
      groupSize: input.groupSize,
      forSelf: !invites,
      allowMultiple: values['spaces.allowMultipleSeatsPerPerson'] === true,
    };
    const seat = await this.seats.get(`${p.tenantId}|${input.spaceId}`, () =>
      findSeatConfig(this.d.db, p.tenantId, input.spaceId),
    );
    if (!seat || seat.product !== product) throw notFound();
    if (!seat.active || !seat.planActive) throw new AppError(422, 'SPACE_INACTIVE');
    const plan = { p, product, input, participant, rules, wanted, zone, date, status, invites, reminds };
    return { ...plan, participantValues, claim, seat };
  }

  /** Decide and write under the seat's lock: the day read, the rules, the insert, then mail and reminder. */
  private async writeBooking(batch: BatchedTx, plan: SeatBookingPlan) {
    const { p, seat, wanted } = plan;
    const day = await batch.open(tx.lockSeatDay(seatDayQuery(plan)));
    this.decide(plan, day);
    const insert = tx.insertSeatBooking(
      {
        tenantId: p.tenantId,
        spaceId: seat.id,
        start: new Date(wanted.start),
        end: new Date(wanted.end),
        status: plan.status,
        organizerId: p.userId,
        participantId: plan.participant.id,
        groupSize: plan.input.groupSize,
      },
      this.d.hub.notification(p.tenantId, changed(seat.floorPlanId, seat.id)),
    );
    // Without mails and jobs, the insert, the NOTIFY and the COMMIT travel in one round trip.
    if (!plan.invites && !plan.reminds) return batch.commitWith(insert);
    const booked = await batch.send(insert);
    await this.tellCreated(batch.tx(), plan, booked.id);
    return booked; // withBatchedTransaction commits
  }

  /** The domain's booking rules and the one-place-per-person rule on what was read under the lock. */
  private decide(plan: SeatBookingPlan, day: tx.SeatDay): void {
    const { input, seat } = plan;
    const verdict = checkSpaceBooking({
      wanted: plan.wanted,
      mode: input.mode,
      groupSize: input.groupSize,
      capacity: seat.capacity,
      existing: day.bookings,
      organizerBookings: day.organizerBookings,
      weekly: seat.weekly,
      exceptions: seat.exceptions,
      rules: plan.rules,
      now: this.d.clock(),
      zone: plan.zone,
    });
    if (!verdict.ok) throw refusal(verdict.reasons);
    const elsewhere = checkOneSeatPerPerson(plan.claim, day.personPlaces);
    if (!elsewhere.ok) throw refusal([elsewhere]);
  }

  /** Tell: the participant's mail (with its invitation) and the reminder job, in the transaction. */
  private async tellCreated(t: Tx, plan: SeatBookingPlan, bookingId: string): Promise<void> {
    const { p, participant, seat, wanted, status } = plan;
    if (plan.invites)
      await this.d.outbox.queue(
        t,
        {
          kind: 'spaces.bookedForYou',
          tenantId: p.tenantId,
          to: participant.email,
          link: spaceListLink(plan.product),
          ...bookedForYouMail(languageOf(plan.participantValues), {
            label: seat.label,
            organizer: p.name ? `${p.name} (${p.email})` : p.email,
            start: new Date(wanted.start),
            end: new Date(wanted.end),
          }),
          ...(await this.spaceIcs('REQUEST', p.tenantId, participant, seat, {
            ...wanted,
            id: bookingId,
            status,
          })),
        },
        plan.participantValues,
      );
    if (plan.reminds)
      await this.d.jobs.enqueue(t, REMINDER_JOB, { bookingId }, { startAfter: new Date(wanted.start) });
  }

  /** Live maps of the tenant learn about the change on commit (NOTIFY inside the transaction). */
  async afterChange(tx: Tx, tenantId: string, floorPlanId: string, spaceId: string) {
    await this.d.hub.publish(tx, tenantId, changed(floorPlanId, spaceId));
  }

  /** The .ics of a seat booking for one recipient, in their language (ADR 0012). */
  async spaceIcs(
    method: CalendarMethod,
    tenantId: string,
    to: { id: string; email: string; name: string },
    seat: { label: string; product: string; planName: string },
    b: { start: number; end: number; id: string; status: BookingStatus; changedAt?: number },
  ): Promise<{ attachments?: MailAttachment[] }> {
    if (!this.d.calendar || !isSpaceProduct(seat.product)) return {};
    const { values } = await this.d.settings.effective(tenantId, to.id);
    const lang = values['general.language'] === 'en' ? 'en' : 'de';
    return {
      attachments: [
        this.d.calendar.space(
          method,
          { ...b, tenantId, product: seat.product, spaceLabel: seat.label, floorPlanName: seat.planName },
          { email: to.email, name: to.name, lang },
          this.d.clock(),
        ),
      ],
    };
  }
}
