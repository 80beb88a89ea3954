import { DomainError } from '../domain-error';
import { DEFAULT_TIME_ZONE, type EpochMs, toInstant, toLocalDateTime } from '../time/zoned-time';

/**
 * iCalendar (RFC 5545) documents for booking mails (iTIP RFC 5546: METHOD:REQUEST / CANCEL)
 * and subscription feeds (METHOD:PUBLISH). Pure: `now` (DTSTAMP) comes in as a parameter, local
 * times come from the Temporal helpers of `time/zoned-time` (never hand-made offsets).
 */

export const CALENDAR_METHODS = ['REQUEST', 'CANCEL', 'PUBLISH'] as const;
export type CalendarMethod = (typeof CALENDAR_METHODS)[number];

export const EVENT_STATUSES = ['CONFIRMED', 'TENTATIVE', 'CANCELLED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export type CalendarPerson = { email: string; name?: string };

export type CalendarEvent = {
  uid: string;
  /** RFC 5545 SEQUENCE: 0 for a new booking, larger for every later revision. */
  sequence: number;
  start: EpochMs;
  end: EpochMs;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  status: EventStatus;
  created?: EpochMs;
  organizer?: CalendarPerson;
  attendee?: CalendarPerson;
};

export type CalendarDocument = {
  method: CalendarMethod;
  events: readonly CalendarEvent[];
  /** DTSTAMP of every event: when the document was made. */
  now: EpochMs;
  zone?: string;
  /** X-WR-CALNAME of a feed (the name a subscribing client shows). */
  name?: string;
};

export const PRODUCT_ID = '-//Buchbar//Buchbar Calendar 1.0//EN';

/** The MIME type of an attachment or feed answer carrying `method`. */
export function calendarContentType(method: CalendarMethod): string {
  return `text/calendar; charset=utf-8; method=${method}`;
}

export type BookingKind = 'space' | 'vehicle';

/**
 * The UID of a booking's event: the same for every mail and feed about it, so a calendar
 * client updates or removes the one entry it already has (RFC 5545 3.8.4.7).
 */
export function bookingUid(kind: BookingKind, bookingId: string, tenantKey: string): string {
  const host = tenantKey.toLowerCase().replace(/[^a-z0-9-]/g, '-');
  return `${kind}-booking-${bookingId}@${host}.buchbar`;
}

/** The origin of revision numbers: 2020-01-01T00:00:00Z. */
export const SEQUENCE_EPOCH: EpochMs = Date.UTC(2020, 0, 1);

/**
 * SEQUENCE of a booking revision (ADR 0012): 0 for the booking as created; for a later change
 * or the cancellation, the whole seconds from 2020-01-01 to that change. Bookings keep no
 * revision counter; this grows with every later change, is known wherever the change happens,
 * and stays within RFC 5545's 32-bit INTEGER until 2088.
 */
export function calendarSequence(changedAt?: EpochMs | null): number {
  if (changedAt === undefined || changedAt === null) return 0;
  if (!Number.isFinite(changedAt)) throw new DomainError('INVALID_INSTANT', { changedAt });
  return clampSequence((changedAt - SEQUENCE_EPOCH) / 1000);
}

const MAX_SEQUENCE = 2_147_483_647;

/** SEQUENCE is a non-negative 32-bit INTEGER. */
function clampSequence(n: number): number {
  return Number.isFinite(n) ? Math.min(MAX_SEQUENCE, Math.max(0, Math.floor(n))) : 0;
}

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A quoted parameter value (CN="…"): DQUOTE is not allowed inside, control characters neither. */
function paramValue(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, ' ')}"`;
}

/** Octets of a string in UTF-8 (RFC 5545 counts octets, not characters). */
export function utf8Length(text: string): number {
  let n = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): continuation lines start with one space;
 * a multi-byte UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  if (utf8Length(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const ch of line) {
    const n = utf8Length(ch);
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74; // the leading space counts
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 20261025T013000Z */
export function utcStamp(instant: EpochMs): string {
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) throw new DomainError('INVALID_INSTANT', { value: instant });
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(
    d.getUTCMinutes(),
  )}${pad(d.getUTCSeconds())}Z`;
}

/**
 * A DTSTART/DTEND property with TZID and local time, or in UTC where the local time does not
 * name the instant: the second 02:xx of an autumn night (RFC 5545 reads an ambiguous local time
 * as its first occurrence), seconds that are not whole minutes, or a zone without a VTIMEZONE.
 */
export function dateTimeProperty(name: 'DTSTART' | 'DTEND', instant: EpochMs, zone: string): string {
  const local = toLocalDateTime(instant, zone);
  const wholeMinute = instant % 60_000 === 0;
  if (!VTIMEZONES[zone] || !wholeMinute || toInstant(local.date, local.time, zone) !== instant)
    return `${name}:${utcStamp(instant)}`;
  return `${name};TZID=${zone}:${local.date.replace(/-/g, '')}T${local.time.replace(':', '')}00`;
}

/**
 * VTIMEZONE definitions by zone. Europe/Berlin follows the EU rule since 1996: CEST from the last
 * Sunday of March 02:00 CET, CET from the last Sunday of October 03:00 CEST.
 */
const VTIMEZONES: Record<string, readonly string[]> = {
  'Europe/Berlin': [
    'BEGIN:VTIMEZONE',
    'TZID:Europe/Berlin',
    'X-LIC-LOCATION:Europe/Berlin',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'TZNAME:CEST',
    'DTSTART:19700329T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'TZNAME:CET',
    'DTSTART:19701025T030000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ],
};

function person(name: 'ORGANIZER' | 'ATTENDEE', p: CalendarPerson, extra = ''): string {
  const cn = p.name ? `;CN=${paramValue(p.name)}` : '';
  return `${name}${cn}${extra}:mailto:${p.email}`;
}

function eventLines(e: CalendarEvent, method: CalendarMethod, now: EpochMs, zone: string): string[] {
  if (!(e.end > e.start)) throw new DomainError('INVALID_INTERVAL', { start: e.start, end: e.end });
  const status: EventStatus = method === 'CANCEL' ? 'CANCELLED' : e.status;
  const lines = [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `SEQUENCE:${clampSequence(e.sequence)}`,
    `DTSTAMP:${utcStamp(now)}`,
  ];
  if (e.created !== undefined) lines.push(`CREATED:${utcStamp(e.created)}`);
  lines.push(
    dateTimeProperty('DTSTART', e.start, zone),
    dateTimeProperty('DTEND', e.end, zone),
    `SUMMARY:${escapeText(e.summary)}`,
  );
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  if (e.url) lines.push(`URL:${e.url}`);
  lines.push(`STATUS:${status}`, 'TRANSP:OPAQUE', 'CLASS:PRIVATE');
  if (e.organizer) lines.push(person('ORGANIZER', e.organizer));
  if (e.attendee && method !== 'PUBLISH')
    lines.push(
      person(
        'ATTENDEE',
        e.attendee,
        `;ROLE=REQ-PARTICIPANT;PARTSTAT=${status === 'CANCELLED' ? 'DECLINED' : 'ACCEPTED'};RSVP=FALSE`,
      ),
    );
  lines.push('END:VEVENT');
  return lines;
}

/** The whole document: folded lines joined and ended by CRLF. */
export function renderCalendar(doc: CalendarDocument): string {
  const zone = doc.zone ?? DEFAULT_TIME_ZONE;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${doc.method}`,
  ];
  if (doc.name) lines.push(`X-WR-CALNAME:${escapeText(doc.name)}`);
  if (doc.method === 'PUBLISH') lines.push(`X-WR-TIMEZONE:${zone}`, 'REFRESH-INTERVAL;VALUE=DURATION:PT1H');
  const tz = VTIMEZONES[zone];
  if (tz && doc.events.length > 0) lines.push(...tz);
  for (const e of doc.events) lines.push(...eventLines(e, doc.method, doc.now, zone));
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
