import { describe, expect, it } from 'vitest';
import { normalizeMapLink, openingDayMove, readMapLink } from './map-link';

const params = (query: string) => new URLSearchParams(query);

describe('normalizeMapLink', () => {
  const cases: Array<{ name: string; query: string; expected: string | undefined }> = [
    {
      name: 'kiosk QR link: floorPlan becomes plan, seat and check-in stay',
      query: 'floorPlan=p1&seat=s7&checkin=1',
      expected: 'seat=s7&checkin=1&plan=p1',
    },
    {
      name: 'check-in is about today: a chosen day and period are dropped',
      query: 'plan=p1&seat=s7&checkin=1&date=2026-03-29&mode=hourly&from=08:00&to=10:00&work=morning',
      expected: 'plan=p1&seat=s7&checkin=1',
    },
    {
      name: 'map parameters only: nothing to change',
      query: 'plan=p1&date=2026-10-25&seat=s7',
      expected: undefined,
    },
    { name: 'empty query', query: '', expected: undefined },
    {
      name: 'an explicit plan wins over the alias',
      query: 'plan=p2&floorPlan=p1&seat=s7',
      expected: 'plan=p2&seat=s7',
    },
    { name: 'check-in without a seat is dropped', query: 'floorPlan=p1&checkin=1', expected: 'plan=p1' },
    {
      name: 'checkin other than 1 is dropped',
      query: 'plan=p1&seat=s7&checkin=yes&date=2026-03-29',
      expected: 'plan=p1&seat=s7&date=2026-03-29',
    },
    { name: 'empty alias is removed without setting plan', query: 'floorPlan=&seat=s7', expected: 'seat=s7' },
    {
      name: 'other parameters (equipment filter) are kept',
      query: 'floorPlan=p1&seat=s7&checkin=1&eq=Monitor',
      expected: 'seat=s7&checkin=1&eq=Monitor&plan=p1',
    },
  ];
  it.each(cases)('$name', ({ query, expected }) => {
    expect(normalizeMapLink(params(query))?.toString()).toBe(expected);
  });

  it('does not change its input', () => {
    const input = params('floorPlan=p1&seat=s7&checkin=1');
    normalizeMapLink(input);
    expect(input.toString()).toBe('floorPlan=p1&seat=s7&checkin=1');
  });
});

describe('readMapLink', () => {
  const cases: Array<{ query: string; planId: string; seatId: string; checkIn: boolean }> = [
    { query: 'floorPlan=p1&seat=s7&checkin=1', planId: 'p1', seatId: 's7', checkIn: true },
    { query: 'plan=p1&seat=s7', planId: 'p1', seatId: 's7', checkIn: false },
    { query: 'plan=p1&checkin=1', planId: 'p1', seatId: '', checkIn: false },
    { query: 'seat=s7&checkin=0', planId: '', seatId: 's7', checkIn: false },
    { query: '', planId: '', seatId: '', checkIn: false },
  ];
  it.each(cases)('$query', ({ query, planId, seatId, checkIn }) => {
    expect(readMapLink(params(query))).toEqual({ planId, seatId, checkIn });
  });
});

describe('openingDayMove', () => {
  // Saturday 2026-12-05 and the DST Sunday 2026-10-25 are closed; the next bookable day comes first.
  const days = ['2026-12-07', '2026-12-08'];
  const cases: Array<{
    name: string;
    date: string;
    dateChosen?: boolean;
    checkIn?: boolean;
    bookableDays: string[] | null;
    expected: string | undefined;
  }> = [
    {
      name: 'closed Saturday moves to Monday',
      date: '2026-12-05',
      bookableDays: days,
      expected: '2026-12-07',
    },
    { name: 'a bookable day stays', date: '2026-12-08', bookableDays: days, expected: undefined },
    {
      name: 'a check-in link stays on a closed today',
      date: '2026-12-05',
      checkIn: true,
      bookableDays: days,
      expected: undefined,
    },
    {
      name: 'a chosen date stays (closed notice)',
      date: '2026-12-05',
      dateChosen: true,
      bookableDays: days,
      expected: undefined,
    },
    { name: 'days still loading: stay', date: '2026-12-05', bookableDays: null, expected: undefined },
    { name: 'no bookable day at all: stay', date: '2026-12-05', bookableDays: [], expected: undefined },
    {
      name: 'DST Sunday moves to the Monday after',
      date: '2026-10-25',
      bookableDays: ['2026-10-26'],
      expected: '2026-10-26',
    },
  ];
  it.each(cases)('$name', ({ date, dateChosen = false, checkIn = false, bookableDays, expected }) => {
    expect(openingDayMove({ date, dateChosen, checkIn, bookableDays })).toBe(expected);
  });
});
