import { createHash, randomBytes } from 'node:crypto';
import type {
  GuestBookingListItem,
  GuestBookingPublic,
  GuestInput,
  GuestView,
} from '@buchbar/contracts/fleet';
import type { BookingStatus } from '@buchbar/domain/booking/status';
import { type ApproverRow, awaitsApproval } from '@buchbar/domain/fleet/approval';
import {
  checkGuestBooking,
  decideGuestCancellation,
  decideGuestConfirmation,
  GUEST_TOKEN_BYTES,
  type Guest,
  type GuestBookingRules,
  type GuestLinkBooking,
  guestBookingRulesFromSettings,
  guestCancellationDeadline,
  guestLinkView,
  initialGuestBooking,
} from '@buchbar/domain/fleet/guests';
import type { EffectiveSettings } from '@buchbar/domain/settings';
import { MINUTE_MS } from '@buchbar/domain/time/interval';
import type { z } from 'zod';
import { withTransaction } from '../../platform/database/database';
import { AppError, notFound } from '../../platform/http/app-error';
import { type Language, translate } from '../../platform/http/messages';
import type { Principal } from '../access/access.module';
import { type FleetDeps, findVehicle, lockVehicle, vehicleName } from '../vehicles/vehicles.module';
import * as guests from './guest-bookings.repository';
import { guestBookingMail, guestCancelledMail, guestLink } from './guest-mails';
import { mailLanguage, vehicleLink } from './vehicle-booking-mails';
import * as bookings from './vehicle-bookings.repository';
import './vehicle-bookings.messages';

/** A checked guest booking before its insert: the guest, the rules, and the link's token. */
export type GuestBookingPlan = {
  guest: Guest;
  rules: GuestBookingRules;
  /** The plain token: only in the guest's mail, never stored. */
  token: string;
  tokenHash: string;
  /** The tenant's default language: the guest's mail says it first. */
  firstLanguage: Language;
};

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const FIELD: Record<string, string> = {
  GUEST_NAME_MISSING: 'guest.name',
  GUEST_EMAIL_INVALID: 'guest.email',
};
/** The refusals that are about the actor or the tenant, not the form (403). */
const FORBIDDING = new Set(['GUEST_BOOKING_DISABLED', 'GUEST_BOOKING_NOT_PERMITTED']);

/**
 * Guest bookings (issue 11 point 6; ADR 0009 gap 5). Staff holding `fahrzeug_gastbuchung` book a
 * guest-bookable vehicle for a guest through POST /vehicle-bookings with `guest`
 * (VehicleBookingsService calls prepare and insertStatements); the guest gets one link whose
 * token is 32 random bytes, stored only as its SHA-256, that confirms (idempotent) and cancels
 * (single use) the booking without a session. Every unusable link is 404 GUEST_LINK_INVALID.
 */
export class GuestBookingsService {
  constructor(private readonly d: FleetDeps & { publicUrl?: string }) {}

  /**
   * Before the vehicle's lock: the vehicle of the actor's tenant (else 404), then the domain's
   * checkGuestBooking (setting, permission, the vehicle's flag: 403/422; the fields: 422 with
   * every refusal at its field), and a fresh token.
   */
  async prepare(
    p: Principal,
    vehicleId: string,
    input: z.infer<typeof GuestInput>,
    settings: EffectiveSettings,
    lang: Language,
  ): Promise<GuestBookingPlan> {
    const vehicle = await findVehicle(this.d.db, p.tenantId, vehicleId);
    if (!vehicle?.vehicle.active) throw notFound();
    const rules = guestBookingRulesFromSettings(settings);
    const verdict = checkGuestBooking({
      rules,
      vehicleGuestBookable: vehicle.vehicle.guestBookable,
      actorMayBookForGuests: p.permissions.includes('fahrzeug_gastbuchung'),
      guest: input,
    });
    if (!verdict.ok) {
      const [first] = verdict.refusals;
      if (!first) throw new AppError(422, 'VALIDATION_FAILED');
      if (FORBIDDING.has(first.code)) throw new AppError(403, first.code, { ...first.details });
      const fieldOf = (r: (typeof verdict.refusals)[number]) =>
        FIELD[r.code] ?? (typeof r.details.field === 'string' ? `guest.${r.details.field}` : null);
      throw new AppError(422, first.code, {
        ...first.details,
        field: fieldOf(first),
        refusals: verdict.refusals.map((r) => ({
          field: fieldOf(r),
          code: r.code,
          message: translate(r.code, lang, { ...r.details }),
          details: { ...r.details },
        })),
      });
    }
    const token = randomBytes(GUEST_TOKEN_BYTES).toString('base64url');
    const tenantValues = await this.d.settings.read(p.tenantId, 'tenant', p.tenantId);
    const firstLanguage: Language = tenantValues['general.language'] === 'en' ? 'en' : 'de';
    return { guest: verdict.value, rules, token, tokenHash: hash(token), firstLanguage };
  }

  /** The new booking's status: held while the guest's confirmation or an approval is outstanding. */
  status(plan: GuestBookingPlan, waitingForApproval: boolean): BookingStatus {
    return initialGuestBooking(plan.rules, waitingForApproval).status;
  }

  /**
   * The statements that join the booking's insert: the guest columns (only the token's hash) and
   * the guest's mail with the link, in both languages, the tenant's default language first.
   */
  async insertStatements(
    plan: GuestBookingPlan,
    b: {
      id: string;
      tenantId: string;
      vehicle: { make: string; model: string; licencePlate: string };
      startAt: Date;
      endAt: Date;
      bookerName: string;
      now: number;
    },
  ): Promise<string[]> {
    const { confirmed } = initialGuestBooking(plan.rules, false);
    return [
      guests.guestColumnsStatement(
        b.id,
        { ...plan.guest, confirmed, tokenHash: plan.tokenHash },
        new Date(b.now),
      ),
      ...(await this.d.outbox.queueStatements({
        kind: 'vehicles.guestBooking',
        ...guestBookingMail({
          tenantId: b.tenantId,
          to: plan.guest.email,
          vehicle: b.vehicle,
          period: b,
          guestName: plan.guest.name,
          bookerName: b.bookerName,
          link: guestLink(this.d.publicUrl ?? '', plan.token),
          confirmationNeeded: !confirmed,
          firstLanguage: plan.firstLanguage,
        }),
      })),
    ];
  }

  /** The public page's view of a link, or 404 GUEST_LINK_INVALID. */
  async view(token: string): Promise<z.infer<typeof GuestBookingPublic>> {
    const row = await this.usable(token);
    return present(row, this.d.clock(), await bookings.approversOf(this.d.db, row.id));
  }

  /** The guest confirms (idempotent; the link stays usable for the cancellation). */
  async confirm(token: string): Promise<z.infer<typeof GuestBookingPublic>> {
    const found = await this.usable(token);
    const now = this.d.clock();
    const row = await withTransaction(this.d.pool, async ({ db }) => {
      await lockVehicle(db, found.vehicleId);
      const b = await guests.findByTokenHash(db, hash(token));
      if (!b) throw invalidLink();
      const approvers = await bookings.approversOf(db, b.id);
      const decided = decideGuestConfirmation(
        {
          ...linkBooking(b),
          confirmed: b.guestConfirmed,
          confirmedAt: b.guestConfirmedAt?.getTime() ?? null,
          approvers: approvers.map((a) => ({ userId: a.userId, approved: a.approved })),
        },
        now,
      );
      if (!decided.ok) {
        if (decided.code === 'GUEST_LINK_INVALID') throw invalidLink();
        throw new AppError(422, decided.code, { ...decided.details });
      }
      if (b.guestConfirmed) return { booking: b, approvers };
      const at = new Date(decided.value.confirmedAt ?? now);
      await guests.setConfirmedByGuest(db, b.id, decided.value.status, at);
      const confirmed = { ...b, status: decided.value.status, guestConfirmed: true, guestConfirmedAt: at };
      return { booking: confirmed, approvers };
    });
    return present(row.booking, now, row.approvers);
  }

  /**
   * The guest cancels: free up to 24 h before the start (storniert, the car free, the token used
   * up, the staff member who booked told), later 422 GUEST_CANCELLATION_TOO_LATE naming whom to
   * contact.
   */
  async cancel(token: string): Promise<z.infer<typeof GuestBookingPublic>> {
    const found = await this.usable(token);
    const now = this.d.clock();
    const row = await withTransaction(this.d.pool, async (tx) => {
      const { db } = tx;
      await lockVehicle(db, found.vehicleId);
      const b = await guests.findByTokenHash(db, hash(token));
      if (!b) throw invalidLink();
      const decided = decideGuestCancellation(linkBooking(b), now, b.bookerName);
      if (!decided.ok) {
        if (decided.code === 'GUEST_LINK_INVALID') throw invalidLink();
        throw new AppError(422, decided.code, { ...decided.details, contactEmail: b.bookerEmail });
      }
      const at = new Date(now);
      await guests.setCancelledByGuest(db, b.id, decided.value.reason, at);
      const { values } = await this.d.settings.effective(b.tenantId, b.bookerId);
      await this.d.outbox.queue(
        tx,
        {
          kind: 'vehicles.guestCancelled',
          link: vehicleLink(b.vehicleId),
          ...guestCancelledMail({
            tenantId: b.tenantId,
            to: b.bookerEmail,
            vehicle: b,
            period: b,
            guestName: b.guestName ?? '',
            lang: mailLanguage(values),
          }),
        },
        values,
      );
      return {
        ...b,
        status: decided.value.status,
        cancelReason: decided.value.reason,
        guestTokenUsedAt: at,
      };
    });
    return present(row, now);
  }

  /** The guest bookings the signed-in staff member made (the fleet sidebar), ended ones up to a day back. */
  async listMine(p: Principal): Promise<z.infer<typeof GuestBookingListItem>[]> {
    const since = new Date(this.d.clock() - 24 * 60 * MINUTE_MS);
    const rows = await guests.listGuestBookingsOf(this.d.db, p.tenantId, p.userId, since);
    return rows.map((r) => ({
      id: r.id,
      vehicleId: r.vehicleId,
      vehicleName: vehicleName(r),
      status: r.status,
      start: r.startAt.toISOString(),
      end: r.endAt.toISOString(),
      cancelReason: r.cancelReason,
      guest: presentGuest(r),
    }));
  }

  private async usable(token: string): Promise<guests.GuestBookingRow> {
    const row = await guests.findByTokenHash(this.d.db, hash(token));
    if (!row || !guestLinkView(linkBooking(row), this.d.clock()).ok) throw invalidLink();
    return row;
  }
}

const invalidLink = () => new AppError(404, 'GUEST_LINK_INVALID');

function linkBooking(b: guests.GuestBookingRow): GuestLinkBooking {
  return {
    status: b.status,
    start: b.startAt.getTime(),
    end: b.endAt.getTime(),
    tokenUsedAt: b.guestTokenUsedAt?.getTime() ?? null,
  };
}

/** `approvers`: the trip's approver rows (none for a cancelled one: it waits for nothing). */
function present(
  b: guests.GuestBookingRow,
  now: number,
  approvers: readonly Pick<ApproverRow, 'userId' | 'approved'>[] = [],
): z.infer<typeof GuestBookingPublic> {
  const view = guestLinkView(linkBooking(b), now);
  const open = view.ok ? view.value : null;
  return {
    vehicleName: vehicleName(b),
    start: b.startAt.toISOString(),
    end: b.endAt.toISOString(),
    status: b.status,
    guestName: b.guestName ?? '',
    confirmationNeeded: !b.guestConfirmed && b.status !== 'storniert',
    confirmed: b.guestConfirmed,
    confirmedAt: b.guestConfirmedAt?.toISOString() ?? null,
    awaitingApproval: awaitsApproval({ status: b.status, approvers }),
    cancellable: open?.cancellable ?? false,
    tooLate: open?.tooLate ?? false,
    deadline: new Date(guestCancellationDeadline(b.startAt.getTime())).toISOString(),
    contact: { name: b.bookerName, email: b.bookerEmail },
  };
}

/** The guest of a booking as staff see it. */
export function presentGuest(b: {
  guestName: string | null;
  guestEmail: string | null;
  guestNotes: string | null;
  guestConfirmed: boolean;
  guestConfirmedAt: Date | null;
}): z.infer<typeof GuestView> {
  return {
    name: b.guestName ?? '',
    email: b.guestEmail ?? '',
    notes: b.guestNotes ?? '',
    confirmed: b.guestConfirmed,
    confirmedAt: b.guestConfirmedAt?.toISOString() ?? null,
  };
}
