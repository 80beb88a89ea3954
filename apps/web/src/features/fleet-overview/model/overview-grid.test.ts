import { toInstant } from '@buchbar/domain/time/zoned-time';
import { describe, expect, it } from 'vitest';
import type { OverviewEntry, OverviewVehicle } from '../api/get-vehicle-overview';
import {
  barKind,
  dateOf,
  groupByLocation,
  hourLabel,
  initialColumn,
  layoutBars,
  overviewGrid,
  stepDate,
  viewOf,
} from './overview-grid';

const entry = (over: Partial<OverviewEntry>): OverviewEntry => ({
  id: 'e',
  type: 'BUCHUNG',
  status: 'reserviert',
  start: '',
  end: '',
  actualStart: null,
  actualEnd: null,
  shownStart: '',
  shownEnd: '',
  phase: 'upcoming',
  late: false,
  lateMinutes: 0,
  driverName: null,
  guestName: null,
  guest: false,
  specialTrip: false,
  description: '',
  ...over,
});
const iso = (date: string, time: string) => new Date(toInstant(date, time)).toISOString();

describe('viewOf and dateOf', () => {
  it.each([
    ['tag', false, 'day'],
    ['woche', true, 'week'],
    ['', true, 'day'],
    ['', false, 'week'],
    ['monat', false, 'week'],
  ] as const)('%s on a phone %s is %s', (raw, phone, view) => {
    expect(viewOf(raw, phone)).toBe(view);
  });
  it.each([
    ['2026-10-25', '2026-10-25'],
    ['2026-02-30', '2026-11-23'],
    ['', '2026-11-23'],
  ])('%s → %s', (raw, date) => {
    expect(dateOf(raw, '2026-11-23')).toBe(date);
  });
});

describe('overviewGrid (Berlin wall clock)', () => {
  it.each([
    ['day', '2026-11-23', 24, '2026-11-22T23:00:00.000Z', '2026-11-23T23:00:00.000Z'],
    ['day', '2026-03-29', 23, '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z'],
    ['day', '2026-10-25', 25, '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z'],
    ['day', '2027-03-28', 23, '2027-03-27T23:00:00.000Z', '2027-03-28T22:00:00.000Z'],
    ['day', '2027-10-31', 25, '2027-10-30T22:00:00.000Z', '2027-10-31T23:00:00.000Z'],
    // Thursday → its Monday; the week ending on the spring DST Sunday is 167 hours long.
    ['week', '2026-03-26', 7, '2026-03-22T23:00:00.000Z', '2026-03-29T22:00:00.000Z'],
    ['week', '2027-11-01', 7, '2027-10-31T23:00:00.000Z', '2027-11-07T23:00:00.000Z'],
  ] as const)('%s of %s: %i columns, [%s, %s)', (view, date, count, from, to) => {
    const grid = overviewGrid(view, date);
    expect(grid.columns).toHaveLength(count);
    expect([grid.from, grid.to]).toEqual([from, to]);
  });

  it('steps by a day or a week across the DST change', () => {
    expect(stepDate('day', '2026-10-25', 1)).toBe('2026-10-26');
    expect(stepDate('week', '2026-10-26', -1)).toBe('2026-10-19');
  });

  it('labels the two 02:00 hours of October as summer and winter time, no other hour', () => {
    const { columns } = overviewGrid('day', '2026-10-25');
    const labels = columns.map((c) => hourLabel(c, columns));
    expect(labels.filter((l) => l.zone !== null)).toEqual([
      { hour: '02', zone: 'summer' },
      { hour: '02', zone: 'winter' },
    ]);
    const spring = overviewGrid('day', '2026-03-29').columns;
    expect(spring.map((c) => hourLabel(c, spring).hour).slice(0, 4)).toEqual(['00', '01', '03', '04']);
  });
});

describe('initialColumn: the timeline opens at working hours (issue 22 point 10)', () => {
  it.each([
    // view, date, from, column index, the hour that column shows
    ['day', '2026-11-23', undefined, 7, '07:00'],
    ['day', '2026-03-29', undefined, 6, '07:00'], // spring DST day: 02:00 does not exist
    ['day', '2026-10-25', undefined, 8, '07:00'], // autumn DST day: 02:00 comes twice
    ['day', '2031-06-11', '09:30', 10, '10:00'], // not on the hour: the next full hour
    ['day', '2031-06-11', '00:00', 0, '00:00'],
    ['day', '2031-06-11', '23:30', 0, '00:00'], // no hour left: the day's start
    ['week', '2026-11-23', undefined, 0, '00:00'], // the week starts at its Monday
  ] as const)('%s of %s from %s: column %i (%s)', (view, date, from, index, time) => {
    const grid = overviewGrid(view, date);
    const column = initialColumn(grid, from);
    expect(column).toBe(index);
    expect(grid.columns[column]?.time).toBe(time);
  });
});

describe('barKind', () => {
  it.each([
    [entry({ phase: 'block', type: 'WARTUNG' }), 'block'],
    [entry({ status: 'vorgemerkt', phase: 'awaitingApproval' }), 'vorgemerkt'],
    [entry({ status: 'aktiv', phase: 'overdue', late: true }), 'aktiv'],
    [entry({ status: 'durchgefuehrt', phase: 'completed' }), 'durchgefuehrt'],
    [entry({ status: 'reserviert' }), 'reserviert'],
  ])('%#', (e, kind) => {
    expect(barKind(e)).toBe(kind);
  });
});

describe('layoutBars', () => {
  const { columns } = overviewGrid('day', '2026-10-25');
  it('places bars by real hours on the 25-hour day and stacks overlapping ones', () => {
    const late = entry({
      id: 'late',
      shownStart: iso('2026-10-25', '00:00'),
      shownEnd: iso('2026-10-25', '04:00'),
    });
    const next = entry({
      id: 'next',
      shownStart: iso('2026-10-25', '03:00'),
      shownEnd: iso('2026-10-25', '05:00'),
    });
    const after = entry({
      id: 'after',
      shownStart: iso('2026-10-25', '05:00'),
      shownEnd: iso('2026-10-25', '06:00'),
    });
    const outside = entry({
      id: 'out',
      shownStart: iso('2026-10-26', '01:00'),
      shownEnd: iso('2026-10-26', '02:00'),
    });
    const bars = layoutBars([next, after, late, outside], columns);
    expect(bars.map((b) => [b.entry.id, b.lane])).toEqual([
      ['late', 0],
      ['next', 1],
      ['after', 0],
    ]);
    // 00:00–04:00 CET is five real hours of 25
    expect(bars[0]?.left).toBe(0);
    expect(bars[0]?.width).toBeCloseTo(5 / 25, 10);
  });
  it('marks a bar that continues beyond the grid', () => {
    const long = entry({ shownStart: iso('2026-10-24', '20:00'), shownEnd: iso('2026-10-26', '08:00') });
    expect(layoutBars([long], columns)[0]).toMatchObject({
      left: 0,
      width: 1,
      continuesBefore: true,
      continuesAfter: true,
    });
  });
});

describe('groupByLocation', () => {
  const v = (id: string, loc: string): OverviewVehicle => ({
    id,
    name: id,
    licencePlate: id,
    location: { id: loc, name: `L${loc}` },
    entries: [],
  });
  it('keeps the server order inside and across groups', () => {
    const groups = groupByLocation([v('a', '1'), v('b', '1'), v('c', '2')]);
    expect(groups.map((g) => [g.name, g.vehicles.map((x) => x.id)])).toEqual([
      ['L1', ['a', 'b']],
      ['L2', ['c']],
    ]);
  });
});
