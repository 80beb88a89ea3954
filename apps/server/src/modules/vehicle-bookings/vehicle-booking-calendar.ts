import type { MailAttachment } from '@buchbar/db/schema/notifications';
import type { BookingStatus } from '@buchbar/domain/booking/status';
import type { CalendarMethod } from '@buchbar/domain/calendar/ical';
import type { Language } from '../../platform/http/messages';
import type { CalendarInvites } from '../calendar/calendar.module';

type Named = { make: string; model: string; licencePlate: string };

export type VehicleIcsBooking = {
  tenantId: string;
  id: string;
  vehicleId: string;
  startAt: Date;
  endAt: Date;
  status: BookingStatus;
  /** When this revision happened (a change or the cancellation); absent for the new booking. */
  changedAt?: number | null;
  driverName?: string | null;
  reason?: string | null;
  destination?: string | null;
};

/**
 * The .ics attachment of a vehicle booking mail (ADR 0012), to spread into the mail:
 * `{ ...cancellationMail(…), ...vehicleIcs(…) }`. Without calendar invites (tests of single
 * services) nothing is attached.
 */
export function vehicleIcs(
  calendar: CalendarInvites | undefined,
  method: CalendarMethod,
  b: VehicleIcsBooking,
  v: Named | { vehicle: Named },
  to: { email: string; name?: string; lang: Language },
  now: number,
): { attachments?: MailAttachment[] } {
  if (!calendar) return {};
  const n = 'vehicle' in v ? v.vehicle : v;
  return {
    attachments: [
      calendar.vehicle(
        method,
        {
          tenantId: b.tenantId,
          id: b.id,
          vehicleId: b.vehicleId,
          start: b.startAt.getTime(),
          end: b.endAt.getTime(),
          status: b.status,
          changedAt: b.changedAt,
          vehicleName: `${n.make} ${n.model}`,
          licencePlate: n.licencePlate,
          driverName: b.driverName,
          reason: b.reason,
          destination: b.destination,
        },
        to,
        now,
      ),
    ],
  };
}
