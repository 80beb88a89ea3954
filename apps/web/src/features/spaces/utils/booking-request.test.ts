import { describe, expect, it } from 'vitest';
import {
  buildBookingRequest,
  effectiveMode,
  type MapSelection,
  mapQueryParams,
  periodOf,
  selectionForPeriod,
} from './booking-request';

const SEAT = '00000000-0000-4000-8102-000000000003';

function selection(patch: Partial<MapSelection>): MapSelection {
  return {
    date: '2026-11-23',
    bookingMode: 'allDay',
    workTime: 'allDay',
    from: '09:00',
    to: '18:00',
    ...patch,
  };
}

describe('effectiveMode and map query', () => {
  it.each([
    ['allDay', 'allDay', 'allDay'],
    ['allDay', 'morning', 'morning'],
    ['allDay', 'afternoon', 'afternoon'],
    ['hourly', 'morning', 'hourly'],
  ] as const)('%s + %s -> %s', (bookingMode, workTime, expected) => {
    expect(effectiveMode({ bookingMode, workTime })).toBe(expected);
  });

  it('sends from/to only for hourly', () => {
    expect(mapQueryParams(selection({}))).toEqual({ date: '2026-11-23', mode: 'allDay' });
    expect(mapQueryParams(selection({ bookingMode: 'hourly', from: '10:00', to: '11:30' }))).toEqual({
      date: '2026-11-23',
      mode: 'hourly',
      from: '10:00',
      to: '11:30',
    });
  });
});

describe('buildBookingRequest', () => {
  const window = { start: '2026-10-25T07:00:00.000Z', end: '2026-10-25T17:00:00.000Z' };

  it('all-day sends the map window unchanged with the mode', () => {
    expect(buildBookingRequest(SEAT, selection({ date: '2026-10-25' }), window)).toEqual({
      ok: true,
      body: { spaceId: SEAT, start: window.start, end: window.end, mode: 'allDay' },
    });
  });

  it('morning/afternoon send the window with their mode', () => {
    const result = buildBookingRequest(SEAT, selection({ workTime: 'afternoon' }), window);
    expect(result.ok && result.body.mode).toBe('afternoon');
  });

  it('a closed day (no window) cannot be booked all-day', () => {
    expect(buildBookingRequest(SEAT, selection({}), null)).toEqual({ ok: false, reason: 'closed' });
  });

  it.each([
    // winter time (CET, +01:00)
    ['2026-11-23', '09:00', '18:00', '2026-11-23T08:00:00.000Z', '2026-11-23T17:00:00.000Z'],
    // spring DST day: 23 h; 09:00 is already CEST (+02:00)
    ['2026-03-29', '09:00', '18:00', '2026-03-29T07:00:00.000Z', '2026-03-29T16:00:00.000Z'],
    // 01:00 CET and 04:00 CEST are two hours apart, not three
    ['2026-03-29', '01:00', '04:00', '2026-03-29T00:00:00.000Z', '2026-03-29T02:00:00.000Z'],
    // 02:30 does not exist that night: pushed forward to 03:30 CEST
    ['2026-03-29', '02:30', '04:00', '2026-03-29T01:30:00.000Z', '2026-03-29T02:00:00.000Z'],
    // autumn DST day: 25 h; 09:00 is CET again (+01:00)
    ['2026-10-25', '09:00', '18:00', '2026-10-25T08:00:00.000Z', '2026-10-25T17:00:00.000Z'],
    // 02:30 happens twice: the earlier (CEST) one is taken; 01:00..04:00 lasts four hours
    ['2026-10-25', '02:30', '03:00', '2026-10-25T00:30:00.000Z', '2026-10-25T02:00:00.000Z'],
    ['2026-10-25', '01:00', '04:00', '2026-10-24T23:00:00.000Z', '2026-10-25T03:00:00.000Z'],
  ])('hourly %s %s–%s -> %s .. %s', (date, from, to, start, end) => {
    const result = buildBookingRequest(SEAT, selection({ date, bookingMode: 'hourly', from, to }), null);
    expect(result).toEqual({ ok: true, body: { spaceId: SEAT, start, end, mode: 'hourly' } });
  });

  it('an hourly range that ends before it starts is refused locally', () => {
    const result = buildBookingRequest(
      SEAT,
      selection({ bookingMode: 'hourly', from: '12:00', to: '12:00' }),
      null,
    );
    expect(result).toEqual({ ok: false, reason: 'emptyRange' });
  });

  it('adds group size above one and a trimmed participant e-mail', () => {
    const result = buildBookingRequest(SEAT, selection({}), window, {
      groupSize: 4,
      participantEmail: '  admin@demo.example ',
    });
    expect(result.ok && result.body).toMatchObject({ groupSize: 4, participantEmail: 'admin@demo.example' });
    const single = buildBookingRequest(SEAT, selection({}), window, { groupSize: 1, participantEmail: ' ' });
    expect(single.ok && single.body).not.toHaveProperty('groupSize');
    expect(single.ok && single.body).not.toHaveProperty('participantEmail');
  });
});

describe('one period control: all day, morning, afternoon or hourly', () => {
  it.each([
    [{ bookingMode: 'allDay', workTime: 'allDay' }, 'allDay'],
    [{ bookingMode: 'allDay', workTime: 'morning' }, 'morning'],
    [{ bookingMode: 'allDay', workTime: 'afternoon' }, 'afternoon'],
    [{ bookingMode: 'hourly', workTime: 'morning' }, 'hourly'],
  ] as const)('%o shows as %s', (selection, period) => {
    expect(periodOf(selection)).toBe(period);
  });

  it.each(['allDay', 'morning', 'afternoon', 'hourly'] as const)('choosing %s shows %s again', (period) => {
    const selection = {
      bookingMode: 'allDay',
      workTime: 'afternoon',
      ...selectionForPeriod(period),
    } as const;
    expect(periodOf(selection)).toBe(period);
  });

  it('hourly keeps the work time, so going back to the day restores nothing unexpected', () => {
    expect(selectionForPeriod('hourly')).toEqual({ bookingMode: 'hourly' });
    expect(selectionForPeriod('morning')).toEqual({ bookingMode: 'allDay', workTime: 'morning' });
  });
});
