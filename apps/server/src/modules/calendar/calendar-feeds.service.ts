import { createHash, randomBytes } from 'node:crypto';
import {
  type CalendarLanguage,
  feedWindow,
  spaceBookingEvent,
  vehicleBookingEvent,
} from '@buchbar/domain/calendar/booking-events';
import { type CalendarEvent, renderCalendar } from '@buchbar/domain/calendar/ical';
import type { PermissionName } from '@buchbar/domain/permissions';
import { isSpaceProduct } from '@buchbar/domain/space-products';
import { USER_STATUS } from '@buchbar/domain/user-status';
import type { Db } from '../../platform/database/database';
import { AppError, notFound } from '../../platform/http/app-error';
import type { Principal } from '../access/access.module';
import type { SettingsService } from '../settings/settings.module';
import * as repo from './calendar.repository';
import './calendar.messages';

/** The permission that lets a user subscribe to one vehicle's calendar (fleet managers). */
export const VEHICLE_FEED_PERMISSION: PermissionName = 'fahrzeug_pflege';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
/** 32 random bytes in base64url: 43 characters, 256 bits. */
const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
const feedGone = () => new AppError(404, 'CALENDAR_FEED_NOT_FOUND');

export type CalendarFeedsDeps = {
  db: Db;
  settings: SettingsService;
  clock: () => number;
  publicUrl: string;
  /** Effective permissions of a user now (checked on every fetch of a vehicle feed). */
  permissionsOf: (tenantId: string, userId: string) => Promise<PermissionName[]>;
};

/**
 * Calendar subscription feeds (ADR 0012): a secret token per user (personal feed) or per
 * user and vehicle (a fleet manager's vehicle feed). Only the token's SHA-256 is stored, so
 * the URL is shown once, when it is made; regenerating replaces the token, revoking deletes it.
 */
export class CalendarFeedsService {
  constructor(private readonly d: CalendarFeedsDeps) {}

  async status(p: Principal, vehicleId: string | null) {
    if (vehicleId) await this.ownVehicle(p, vehicleId);
    const row = await repo.findOwnToken(this.d.db, { tenantId: p.tenantId, userId: p.userId, vehicleId });
    return {
      active: row !== undefined,
      createdAt: row?.createdAt.toISOString() ?? null,
      lastUsedAt: row?.lastUsedAt?.toISOString() ?? null,
    };
  }

  /** Makes a new token (the old one, if any, stops working) and answers the URL once. */
  async create(p: Principal, vehicleId: string | null) {
    if (vehicleId) await this.ownVehicle(p, vehicleId);
    const token = randomBytes(32).toString('base64url');
    const row = await repo.replaceToken(
      this.d.db,
      { tenantId: p.tenantId, userId: p.userId, vehicleId },
      sha256(token),
    );
    return {
      url: `${this.d.publicUrl}/api/v1/calendar/${token}.ics`,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async revoke(p: Principal, vehicleId: string | null): Promise<void> {
    if (vehicleId) await this.ownVehicle(p, vehicleId);
    if (!(await repo.deleteToken(this.d.db, { tenantId: p.tenantId, userId: p.userId, vehicleId })))
      throw feedGone();
  }

  /** The feed of a token: any unusable token (unknown, replaced, user inactive, right lost) is 404. */
  async feed(file: string): Promise<string> {
    const token = TOKEN_FILE.exec(file)?.[1];
    if (!token) throw feedGone();
    const owner = await repo.findByHash(this.d.db, sha256(token));
    if (!owner || owner.userStatus !== USER_STATUS.active || owner.userTenantId !== owner.tenantId)
      throw feedGone();
    const now = this.d.clock();
    const w = feedWindow(now);
    const window = { from: new Date(w.from), to: new Date(w.to) };
    const { values } = await this.d.settings.effective(owner.tenantId, owner.userId);
    const lang: CalendarLanguage = values['general.language'] === 'en' ? 'en' : 'de';
    let events: CalendarEvent[];
    let name: string;
    if (owner.vehicleId) {
      const permissions = await this.d.permissionsOf(owner.tenantId, owner.userId);
      if (!permissions.includes(VEHICLE_FEED_PERMISSION)) throw feedGone();
      const v = await repo.findVehicle(this.d.db, owner.tenantId, owner.vehicleId);
      if (!v) throw feedGone();
      const rows = await repo.bookingsOfVehicle(this.d.db, owner.tenantId, owner.vehicleId, window);
      events = rows.map((r) => this.vehicleEvent(owner.tenantId, r, lang));
      name = `Buchbar – ${v.make} ${v.model} (${v.licencePlate})`;
    } else {
      const [spaces, trips] = await Promise.all([
        repo.spaceBookingsOf(this.d.db, owner.tenantId, owner.userId, window),
        repo.vehicleBookingsOf(this.d.db, owner.tenantId, owner.userId, window),
      ]);
      events = [
        ...spaces.flatMap((r) =>
          isSpaceProduct(r.product)
            ? [
                spaceBookingEvent({
                  tenantKey: owner.tenantId,
                  id: r.id,
                  createdAt: r.createdAt.getTime(),
                  start: r.startAt.getTime(),
                  end: r.endAt.getTime(),
                  status: r.status,
                  lang,
                  product: r.product,
                  spaceLabel: r.spaceLabel,
                  floorPlanName: r.floorPlanName,
                  locationName: r.locationName,
                  groupSize: r.groupSize,
                  url: `${this.d.publicUrl}/${r.product}/liste`,
                }),
              ]
            : [],
        ),
        ...trips.map((r) => this.vehicleEvent(owner.tenantId, r, lang)),
      ].sort((a, b) => a.start - b.start);
      name = `Buchbar – ${owner.userName}`;
    }
    // Last use is kept to the minute: calendar clients poll often, a write per poll is waste.
    if (!owner.lastUsedAt || now - owner.lastUsedAt.getTime() > 60_000)
      await repo.touchToken(this.d.db, owner.id, new Date(now));
    return renderCalendar({ method: 'PUBLISH', events, now, name });
  }

  private vehicleEvent(
    tenantId: string,
    r: Awaited<ReturnType<typeof repo.bookingsOfVehicle>>[number],
    lang: CalendarLanguage,
  ) {
    return vehicleBookingEvent({
      tenantKey: tenantId,
      id: r.id,
      createdAt: r.createdAt.getTime(),
      start: r.startAt.getTime(),
      end: r.endAt.getTime(),
      status: r.status,
      lang,
      vehicleName: `${r.make} ${r.model}`,
      licencePlate: r.licencePlate,
      locationName: r.locationName,
      driverName: r.driverName ?? r.guestName,
      reason: r.reason,
      destination: r.destination,
      url: `${this.d.publicUrl}/fahrzeuge/${r.vehicleId}`,
    });
  }

  /** Another tenant's or an unknown vehicle is 404. */
  private async ownVehicle(p: Principal, vehicleId: string) {
    if (!(await repo.findVehicle(this.d.db, p.tenantId, vehicleId))) throw notFound();
  }
}
