import type { MailAttachment } from '@buchbar/db/schema/notifications';
import {
  type CalendarLanguage,
  type SpaceBookingEventInput,
  spaceBookingEvent,
  type VehicleBookingEventInput,
  vehicleBookingEvent,
} from '@buchbar/domain/calendar/booking-events';
import {
  type CalendarEvent,
  type CalendarMethod,
  type CalendarPerson,
  calendarContentType,
  renderCalendar,
} from '@buchbar/domain/calendar/ical';
import type { EpochMs } from '@buchbar/domain/time/zoned-time';

export type Recipient = { email: string; name?: string; lang: CalendarLanguage };

type Common = 'lang' | 'url' | 'organizer' | 'attendee' | 'tenantKey';
export type SpaceInvite = Omit<SpaceBookingEventInput, Common> & { tenantId: string };
export type VehicleInvite = Omit<VehicleBookingEventInput, Common> & { tenantId: string; vehicleId: string };

/** "Buchbar <no-reply@example.org>" -> { name, email }; a bare address as is. */
export function organizerOf(mailFrom: string): CalendarPerson | undefined {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>\s]+@[^>\s]+)>\s*$/.exec(mailFrom);
  if (m?.[2]) return { email: m[2], ...(m[1] ? { name: m[1] } : {}) };
  return /^[^\s<>]+@[^\s<>]+$/.test(mailFrom.trim()) ? { email: mailFrom.trim() } : undefined;
}

/**
 * The .ics attachments of booking mails (ADR 0012): METHOD:REQUEST for a new or changed
 * booking, METHOD:CANCEL for a cancelled one, written in the recipient's language, with the
 * booking's stable UID so the recipient's calendar updates one entry. The organizer is the
 * sender address of the mails (MAIL_FROM); the recipient is the only attendee.
 */
export class CalendarInvites {
  private readonly organizer: CalendarPerson | undefined;

  constructor(private readonly config: { publicUrl: string; mailFrom: string }) {
    this.organizer = organizerOf(config.mailFrom);
  }

  space(method: CalendarMethod, b: SpaceInvite, to: Recipient, now: EpochMs): MailAttachment {
    const event = spaceBookingEvent({
      ...b,
      ...this.people(to),
      tenantKey: b.tenantId,
      url: `${this.config.publicUrl}/${b.product}/liste`,
    });
    return this.attachment(method, event, to.lang, now);
  }

  vehicle(method: CalendarMethod, b: VehicleInvite, to: Recipient, now: EpochMs): MailAttachment {
    const event = vehicleBookingEvent({
      ...b,
      ...this.people(to),
      tenantKey: b.tenantId,
      url: `${this.config.publicUrl}/fahrzeuge/${b.vehicleId}`,
    });
    return this.attachment(method, event, to.lang, now);
  }

  private people(to: Recipient) {
    return {
      lang: to.lang,
      organizer: this.organizer,
      attendee: { email: to.email, ...(to.name ? { name: to.name } : {}) },
    };
  }

  private attachment(
    method: CalendarMethod,
    event: CalendarEvent,
    lang: CalendarLanguage,
    now: EpochMs,
  ): MailAttachment {
    return {
      filename: `${method === 'CANCEL' ? (lang === 'en' ? 'cancellation' : 'storno') : lang === 'en' ? 'booking' : 'buchung'}.ics`,
      contentType: calendarContentType(method),
      content: renderCalendar({ method, events: [event], now }),
    };
  }
}
