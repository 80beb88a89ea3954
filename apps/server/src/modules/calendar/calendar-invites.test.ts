import { describe, expect, it } from 'vitest';
import { CalendarInvites, organizerOf } from './calendar-invites';

describe('organizerOf (MAIL_FROM -> ORGANIZER)', () => {
  it.each([
    ['Buchbar <no-reply@buchbar.local>', { name: 'Buchbar', email: 'no-reply@buchbar.local' }],
    ['"Buchbar, Demo" <b@x.de>', { name: 'Buchbar, Demo', email: 'b@x.de' }],
    ['<b@x.de>', { email: 'b@x.de' }],
    ['b@x.de', { email: 'b@x.de' }],
    ['nobody', undefined],
  ])('%s', (from, expected) => {
    expect(organizerOf(from)).toEqual(expected);
  });
});

describe('CalendarInvites', () => {
  const invites = new CalendarInvites({ publicUrl: 'https://b.example', mailFrom: 'Buchbar <n@b.example>' });
  const booking = {
    tenantId: 't1',
    id: 'v1',
    vehicleId: 'veh1',
    start: Date.parse('2026-10-25T07:00:00Z'),
    end: Date.parse('2026-10-25T09:00:00Z'),
    status: 'reserviert' as const,
    vehicleName: 'VW Golf',
    licencePlate: 'B-BB 1',
  };

  it.each([
    ['REQUEST', 'de', 'buchung.ics'],
    ['REQUEST', 'en', 'booking.ics'],
    ['CANCEL', 'de', 'storno.ics'],
    ['CANCEL', 'en', 'cancellation.ics'],
  ] as const)('%s in %s is %s with the method in its content type', (method, lang, filename) => {
    const file = invites.vehicle(method, booking, { email: 'a@b.de', lang }, booking.start);
    expect(file.filename).toBe(filename);
    expect(file.contentType).toBe(`text/calendar; charset=utf-8; method=${method}`);
    expect(file.content).toContain(`METHOD:${method}`);
    expect(file.content).toContain('URL:https://b.example/fahrzeuge/veh1');
    expect(file.content).toContain('ORGANIZER;CN="Buchbar":mailto:n@b.example');
  });
});
