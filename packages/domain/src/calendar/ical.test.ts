import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventStatusOf, feedWindow, spaceBookingEvent, vehicleBookingEvent } from './booking-events';
import {
  bookingUid,
  type CalendarEvent,
  calendarContentType,
  calendarSequence,
  dateTimeProperty,
  escapeText,
  foldLine,
  renderCalendar,
} from './ical';

const utc = (iso: string) => Date.parse(iso);
const NOW = utc('2026-10-20T09:15:00Z');
/** UTF-8 octets, counted independently of the code under test. */
const octets = (s: string) => encodeURIComponent(s).replace(/%[0-9A-F]{2}/g, 'x').length;

const event = (over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'space-booking-1@t.buchbar',
  sequence: 0,
  start: utc('2026-10-24T23:30:00Z'),
  end: utc('2026-10-25T02:30:00Z'),
  summary: 'Lesesaal A-12',
  status: 'CONFIRMED',
  ...over,
});

/** Parses with ical.js (throws on malformed content) and returns the first VEVENT. */
function parse(ics: string) {
  const cal = new ICAL.Component(ICAL.parse(ics));
  const vevent = cal.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const tz = cal.getFirstSubcomponent('vtimezone');
  if (tz) ICAL.TimezoneService.register(new ICAL.Timezone(tz));
  return { cal, vevent, ev: new ICAL.Event(vevent) };
}

describe('escapeText (RFC 5545 3.3.11)', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', 'a\\,b'],
    ['a;b', 'a\\;b'],
    ['back\\slash', 'back\\\\slash'],
    ['line1\nline2', 'line1\\nline2'],
    ['crlf\r\nend', 'crlf\\nend'],
    ['all ,;\\\n', 'all \\,\\;\\\\\\n'],
  ])('%j -> %j', (input, expected) => {
    expect(escapeText(input)).toBe(expected);
  });
});

describe('foldLine (75 octets, CRLF + space)', () => {
  it.each([
    ['short', 'SUMMARY:x', 1],
    ['exactly 75', `SUMMARY:${'x'.repeat(67)}`, 1],
    ['76 octets', `SUMMARY:${'x'.repeat(68)}`, 2],
    ['long ascii', `DESCRIPTION:${'y'.repeat(300)}`, 5],
    ['umlauts (2 octets each)', `SUMMARY:${'ä'.repeat(100)}`, 3],
    ['emoji (4 octets each)', `SUMMARY:${'🚗'.repeat(40)}`, 3],
  ])('%s', (_label, line, parts) => {
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces).toHaveLength(parts);
    for (const p of pieces) expect(octets(p)).toBeLessThanOrEqual(75);
    for (const p of pieces.slice(1)) expect(p.startsWith(' ')).toBe(true);
    // unfolding gives back the line, no character split
    expect(pieces.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });
});

describe('dateTimeProperty (TZID=Europe/Berlin, UTC where local time is ambiguous)', () => {
  it.each([
    ['winter', '2026-01-15T07:00:00Z', 'DTSTART;TZID=Europe/Berlin:20260115T080000'],
    ['summer', '2026-07-15T06:00:00Z', 'DTSTART;TZID=Europe/Berlin:20260715T080000'],
    ['2026-03-29 before the gap', '2026-03-29T00:30:00Z', 'DTSTART;TZID=Europe/Berlin:20260329T013000'],
    ['2026-03-29 after the gap', '2026-03-29T01:00:00Z', 'DTSTART;TZID=Europe/Berlin:20260329T030000'],
    ['2026-10-25 01:30 CEST', '2026-10-24T23:30:00Z', 'DTSTART;TZID=Europe/Berlin:20261025T013000'],
    ['2026-10-25 first 02:30 (CEST)', '2026-10-25T00:30:00Z', 'DTSTART;TZID=Europe/Berlin:20261025T023000'],
    ['2026-10-25 second 02:30 (CET) -> UTC', '2026-10-25T01:30:00Z', 'DTSTART:20261025T013000Z'],
    ['2026-10-25 03:30 CET', '2026-10-25T02:30:00Z', 'DTSTART;TZID=Europe/Berlin:20261025T033000'],
    ['2027-03-28 08:00 CEST', '2027-03-28T06:00:00Z', 'DTSTART;TZID=Europe/Berlin:20270328T080000'],
    ['2027-10-31 second 02:00 (CET) -> UTC', '2027-10-31T01:00:00Z', 'DTSTART:20271031T010000Z'],
    ['2027-10-31 18:00 CET', '2027-10-31T17:00:00Z', 'DTSTART;TZID=Europe/Berlin:20271031T180000'],
    ['seconds -> UTC', '2026-07-15T06:00:30Z', 'DTSTART:20260715T060030Z'],
  ])('%s', (_label, iso, expected) => {
    expect(dateTimeProperty('DTSTART', utc(iso), 'Europe/Berlin')).toBe(expected);
  });

  it('a zone without VTIMEZONE is written in UTC', () => {
    expect(dateTimeProperty('DTEND', utc('2026-07-15T06:00:00Z'), 'America/New_York')).toBe(
      'DTEND:20260715T060000Z',
    );
  });
});

describe('renderCalendar', () => {
  it('has CRLF line ends only, METHOD, one VTIMEZONE with DAYLIGHT and STANDARD rules', () => {
    const ics = renderCalendar({ method: 'REQUEST', events: [event()], now: NOW });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU');
    expect(lines).toContain('DTSTAMP:20261020T091500Z');
    expect(lines.filter((l) => l === 'BEGIN:VTIMEZONE')).toHaveLength(1);
  });

  it.each([
    ['REQUEST', 'CONFIRMED', 'CONFIRMED'],
    ['REQUEST', 'TENTATIVE', 'TENTATIVE'],
    ['CANCEL', 'CONFIRMED', 'CANCELLED'],
    ['PUBLISH', 'CANCELLED', 'CANCELLED'],
  ] as const)('METHOD:%s with status %s -> STATUS:%s', (method, status, expected) => {
    const { cal, ev } = parse(renderCalendar({ method, events: [event({ status })], now: NOW }));
    expect(cal.getFirstPropertyValue('method')).toBe(method);
    expect(ev.component.getFirstPropertyValue('status')).toBe(expected);
  });

  it('refuses an empty or reversed period', () => {
    expect(() =>
      renderCalendar({ method: 'REQUEST', events: [event({ end: event().start })], now: NOW }),
    ).toThrow(/INVALID_INTERVAL/);
  });

  it('survives hostile text: escaped, folded, parsed back verbatim', () => {
    const summary = 'Platz 7, Reihe 2; "Fenster" \\ Süd\nzweite Zeile 🚗 '.repeat(4);
    const ics = renderCalendar({
      method: 'REQUEST',
      events: [event({ summary, description: summary, location: 'Haus A; 3. OG, Raum 3.14' })],
      now: NOW,
    });
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    const { ev } = parse(ics);
    expect(ev.summary).toBe(summary);
    expect(ev.description).toBe(summary);
    expect(ev.location).toBe('Haus A; 3. OG, Raum 3.14');
  });

  it('a feed without events is still a valid calendar (no VTIMEZONE needed)', () => {
    const ics = renderCalendar({ method: 'PUBLISH', events: [], now: NOW, name: 'Buchbar – Ich' });
    const cal = new ICAL.Component(ICAL.parse(ics));
    expect(cal.getAllSubcomponents('vevent')).toHaveLength(0);
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('Buchbar – Ich');
  });

  it('PUBLISH leaves out ATTENDEE; REQUEST names organizer and attendee', () => {
    const people = {
      organizer: { email: 'noreply@example.org', name: 'Buchbar' },
      attendee: { email: 'a@b.de' },
    };
    const req = renderCalendar({ method: 'REQUEST', events: [event(people)], now: NOW });
    const pub = renderCalendar({ method: 'PUBLISH', events: [event(people)], now: NOW });
    expect(req).toContain('ORGANIZER;CN="Buchbar":mailto:noreply@example.org');
    expect(req).toMatch(/ATTENDEE;.*PARTSTAT=ACCEPTED.*:mailto:a@b.de/);
    expect(pub).not.toContain('ATTENDEE');
  });
});

describe('DST days parsed by ical.js: local times and UTC instants agree with Temporal', () => {
  it.each([
    // [label, start UTC, end UTC, local start, local end]
    ['2026-03-29 01:30-03:30 (23 h day)', '2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z', '01:30', '03:30'],
    ['2026-03-29 08:00-18:00', '2026-03-29T06:00:00Z', '2026-03-29T16:00:00Z', '08:00', '18:00'],
    [
      '2026-10-25 01:30-03:30 across the fall-back',
      '2026-10-24T23:30:00Z',
      '2026-10-25T02:30:00Z',
      '01:30',
      '03:30',
    ],
    [
      '2026-10-25 all-day seat 08:00-18:00 (25 h day)',
      '2026-10-25T07:00:00Z',
      '2026-10-25T17:00:00Z',
      '08:00',
      '18:00',
    ],
    ['2027-03-28 07:00-09:00', '2027-03-28T05:00:00Z', '2027-03-28T07:00:00Z', '07:00', '09:00'],
    ['2027-10-31 00:00-04:00', '2027-10-30T22:00:00Z', '2027-10-31T03:00:00Z', '00:00', '04:00'],
  ])('%s', (_label, startIso, endIso, localStart, localEnd) => {
    const ics = renderCalendar({
      method: 'REQUEST',
      events: [event({ start: utc(startIso), end: utc(endIso) })],
      now: NOW,
    });
    const { ev } = parse(ics);
    expect(ev.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Berlin');
    expect(ev.startDate.zone?.tzid).toBe('Europe/Berlin');
    expect(ev.startDate.toString().slice(11, 16)).toBe(localStart);
    expect(ev.endDate.toString().slice(11, 16)).toBe(localEnd);
    expect(ev.startDate.toUnixTime() * 1000).toBe(utc(startIso));
    expect(ev.endDate.toUnixTime() * 1000).toBe(utc(endIso));
  });

  it('the second 02:30 of 2026-10-25 (UTC form) keeps its instant', () => {
    const { ev } = parse(
      renderCalendar({
        method: 'REQUEST',
        events: [event({ start: utc('2026-10-25T01:30:00Z'), end: utc('2026-10-25T03:00:00Z') })],
        now: NOW,
      }),
    );
    expect(ev.startDate.toUnixTime() * 1000).toBe(utc('2026-10-25T01:30:00Z'));
    expect(ev.endDate.toUnixTime() * 1000).toBe(utc('2026-10-25T03:00:00Z'));
  });
});

describe('booking events', () => {
  it.each([
    ['space', 'b1', 'Tenant-ID', 'space-booking-b1@tenant-id.buchbar'],
    ['vehicle', '9f0c', '3f2a9b', 'vehicle-booking-9f0c@3f2a9b.buchbar'],
  ] as const)('bookingUid(%s, %s, %s)', (kind, id, tenant, expected) => {
    expect(bookingUid(kind, id, tenant)).toBe(expected);
  });

  it.each([
    ['creation', undefined, 0],
    ['creation (null)', null, 0],
    ['the epoch', '2020-01-01T00:00:00Z', 0],
    ['before the epoch', '2019-12-31T23:59:00Z', 0],
    ['a change on 2026-10-25', '2026-10-25T01:30:00Z', 215_055_000],
    ['a second later', '2026-10-25T01:30:01Z', 215_055_001],
    ['2088 (32-bit limit)', '2100-01-01T00:00:00Z', 2_147_483_647],
  ] as const)('calendarSequence: %s', (_label, iso, expected) => {
    expect(calendarSequence(typeof iso === 'string' ? utc(iso) : iso)).toBe(expected);
  });

  it.each([
    ['vorgemerkt', 'TENTATIVE'],
    ['reserviert', 'CONFIRMED'],
    ['aktiv', 'CONFIRMED'],
    ['durchgefuehrt', 'CONFIRMED'],
    ['verschlossen', 'CONFIRMED'],
    ['storniert', 'CANCELLED'],
  ] as const)('eventStatusOf(%s) = %s', (status, expected) => {
    expect(eventStatusOf(status)).toBe(expected);
  });

  const base = {
    tenantKey: 't1',
    id: 'b1',
    createdAt: utc('2026-10-01T10:00:00Z'),
    start: utc('2026-10-25T07:00:00Z'),
    end: utc('2026-10-25T17:00:00Z'),
    status: 'reserviert' as const,
  };

  it.each([
    ['de', 'Lesesaal A-12', 'Bitte checken Sie bei Ankunft ein.'],
    ['en', 'Reading room A-12', 'Please check in on arrival.'],
  ] as const)('space booking in %s', (lang, summary, text) => {
    const e = spaceBookingEvent({
      ...base,
      lang,
      product: 'lesesaal',
      spaceLabel: 'A-12',
      floorPlanName: 'EG',
    });
    expect(e.summary).toBe(summary);
    expect(e.description).toContain(text);
    expect(e.uid).toBe('space-booking-b1@t1.buchbar');
    expect(e.location).toBe('EG');
  });

  it.each([
    ['de', 'Fahrzeug VW Golf (B-BB 1)', 'Ziel: Hamburg'],
    ['en', 'Vehicle VW Golf (B-BB 1)', 'Destination: Hamburg'],
  ] as const)('vehicle booking in %s', (lang, summary, text) => {
    const e = vehicleBookingEvent({
      ...base,
      changedAt: utc('2020-01-01T00:01:00Z'),
      lang,
      vehicleName: 'VW Golf',
      licencePlate: 'B-BB 1',
      destination: 'Hamburg',
      status: 'vorgemerkt',
    });
    expect(e.summary).toBe(summary);
    expect(e.description).toContain(text);
    expect(e.status).toBe('TENTATIVE');
    expect(e.sequence).toBe(60);
  });

  it('feedWindow: 30 days back, 365 ahead', () => {
    expect(feedWindow(NOW)).toEqual({ from: NOW - 30 * 86_400_000, to: NOW + 365 * 86_400_000 });
  });

  it('content type carries the method', () => {
    expect(calendarContentType('CANCEL')).toBe('text/calendar; charset=utf-8; method=CANCEL');
  });
});
