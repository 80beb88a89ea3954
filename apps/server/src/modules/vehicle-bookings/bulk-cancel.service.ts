import type { BulkCancelInput } from '@buchbar/contracts/fleet';
import type { z } from 'zod';
import { withTransaction } from '../../platform/database/database';
import { AppError, notFound } from '../../platform/http/app-error';
import type { Principal } from '../access/access.module';
import * as cancellations from './booking-cancellations.repository';
import { vehicleIcs } from './vehicle-booking-calendar';
import { cancellationMail, mailLanguage, vehicleLink } from './vehicle-booking-mails';
import './vehicle-bookings.messages';
import { type FleetDeps, findVehicle, lockVehicle, type VehicleRecord } from '../vehicles/vehicles.module';

/**
 * Bulk cancel (spec 4, issue 10 point 3): sets storniert with the info text on the tenant's
 * bookings that are not completed, filtered by ids, vehicle and/or time range. The vehicles are
 * locked in ascending id order (ADR 0008), then the bookings are read again and cancelled, so a
 * concurrent booking change of those vehicles waits; each booker of a trip is mailed.
 */
export class BulkCancelService {
  constructor(private readonly d: FleetDeps) {}

  async cancel(p: Principal, input: z.infer<typeof BulkCancelInput>) {
    if (!input.ids && !input.vehicleId && !input.from && !input.to)
      throw new AppError(422, 'BULK_CANCEL_FILTER_MISSING');
    if (input.from && input.to && Date.parse(input.from) >= Date.parse(input.to))
      throw new AppError(422, 'END_NOT_AFTER_START');
    const filter: cancellations.BulkFilter = {
      ids: input.ids,
      vehicleId: input.vehicleId,
      from: input.from ? new Date(input.from) : undefined,
      to: input.to ? new Date(input.to) : undefined,
    };
    if (input.vehicleId && !(await findVehicle(this.d.db, p.tenantId, input.vehicleId))) throw notFound();
    const now = new Date(this.d.clock());
    const cancelled = await withTransaction(this.d.pool, async (tx) => {
      const seen = await cancellations.bulkCandidates(tx.db, p.tenantId, filter);
      const vehicleIds = [...new Set(seen.map((b) => b.vehicleId))].sort();
      for (const id of vehicleIds) await lockVehicle(tx.db, id);
      const bookings = await cancellations.bulkCandidates(tx.db, p.tenantId, filter);
      await cancellations.cancelBookings(
        tx.db,
        bookings.map((b) => b.id),
        p.userId,
        input.info,
        now,
      );
      const vehicles = new Map<string, VehicleRecord>();
      for (const b of bookings) {
        if (b.type !== 'BUCHUNG') continue;
        const { values } = await this.d.settings.effective(p.tenantId, b.bookerId);
        const v = vehicles.get(b.vehicleId) ?? (await findVehicle(tx.db, p.tenantId, b.vehicleId));
        if (!v) continue;
        vehicles.set(b.vehicleId, v);
        const lang = mailLanguage(values);
        await this.d.outbox.queue(
          tx,
          {
            kind: 'vehicles.bookingCancelled',
            link: vehicleLink(b.vehicleId),
            ...cancellationMail(p.tenantId, b, v, input.info, lang),
            ...vehicleIcs(
              this.d.calendar,
              'CANCEL',
              { ...b, tenantId: p.tenantId, status: 'storniert', changedAt: now.getTime() },
              v,
              { email: b.bookerEmail, lang },
              now.getTime(),
            ),
          },
          values,
        );
      }
      return bookings.map((b) => b.id);
    });
    return { cancelled: cancelled.length, bookingIds: cancelled };
  }
}
