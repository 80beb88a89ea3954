import { describe, expect, it } from 'vitest';
import { type EvaluationBooking, evaluatePlan } from './space-evaluation';
import { toInstant } from './time/zoned-time';

const open = (date: string, from: string, to: string) => ({
  start: toInstant(date, from),
  end: toInstant(date, to),
});
const booking = (
  date: string,
  from: string,
  to: string,
  over: Partial<EvaluationBooking> = {},
): EvaluationBooking => ({
  start: toInstant(date, from),
  end: toInstant(date, to),
  groupSize: 1,
  kept: true,
  checkedIn: false,
  noShow: false,
  ...over,
});

describe('evaluatePlan: occupancy', () => {
  it('books 2.5 of 20 capacity-hours on a normal day: 12.5 %, peak 10 o’clock at 75 %', () => {
    const day = '2026-11-24';
    const result = evaluatePlan({
      capacity: 2,
      openings: [open(day, '08:00', '18:00')],
      bookings: [booking(day, '10:00', '12:00'), booking(day, '10:30', '11:00')],
    });
    expect(result.capacityHours).toBe(20);
    expect(result.bookedHours).toBe(2.5);
    expect(result.occupancy).toBe(0.125);
    expect(result.peak).toEqual({ hour: 10, occupancy: 0.75 });
    expect(result.byHour.map((h) => h.hour)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(result.byHour.find((h) => h.hour === 11)?.occupancy).toBe(0.5);
  });

  it.each<[string, string, string, number[], number]>([
    // Spring: the hour 02:00-03:00 does not exist; 01:00-05:00 local holds three hours.
    ['2026-03-29', '01:00', '05:00', [1, 3, 4], 3],
    ['2027-03-28', '01:00', '05:00', [1, 3, 4], 3],
    // Autumn: 02:00-03:00 happens twice; 01:00-04:00 local holds four hours, two of them "2".
    ['2026-10-25', '01:00', '04:00', [1, 2, 3], 4],
    ['2027-10-31', '01:00', '04:00', [1, 2, 3], 4],
  ])('DST day %s, open %s-%s: hours %j, %i capacity-hours', (date, from, to, hours, capacityHours) => {
    const result = evaluatePlan({ capacity: 1, openings: [open(date, from, to)], bookings: [] });
    expect(result.byHour.map((h) => h.hour)).toEqual(hours);
    expect(result.capacityHours).toBe(capacityHours);
    expect(result.occupancy).toBe(0);
    expect(result.peak).toBeNull();
  });

  it('on the 25-hour day a booking over both 2 o’clock hours counts both', () => {
    const date = '2026-10-25';
    const start = toInstant(date, '01:00');
    const result = evaluatePlan({
      capacity: 1,
      openings: [open(date, '01:00', '04:00')],
      bookings: [
        { start, end: start + 4 * 3_600_000, groupSize: 1, kept: true, checkedIn: true, noShow: false },
      ],
    });
    expect(result.byHour.find((h) => h.hour === 2)).toMatchObject({ capacityHours: 2, bookedHours: 2 });
    expect(result.occupancy).toBe(1);
  });

  it.each<[string, EvaluationBooking[], number]>([
    ['a cancelled booking does not count', [booking('2026-11-24', '08:00', '18:00', { kept: false })], 0],
    [
      'a no-show does not count as occupied',
      [booking('2026-11-24', '08:00', '18:00', { kept: false, noShow: true })],
      0,
    ],
    ['only the part inside the opening hours counts', [booking('2026-11-24', '06:00', '09:00')], 1],
    ['a group counts with its size', [booking('2026-11-24', '08:00', '09:00', { groupSize: 3 })], 3],
    [
      'a group never more than the plan holds',
      [booking('2026-11-24', '08:00', '09:00', { groupSize: 9 })],
      4,
    ],
    [
      'overbooked hours (places inactive now) stay at 100 %',
      [booking('2026-11-24', '08:00', '09:00', { groupSize: 4 }), booking('2026-11-24', '08:00', '09:00')],
      4,
    ],
    ['an empty booking counts nothing', [booking('2026-11-24', '10:00', '10:00')], 0],
  ])('%s', (_name, bookings, bookedHours) => {
    const result = evaluatePlan({ capacity: 4, openings: [open('2026-11-24', '08:00', '18:00')], bookings });
    expect(result.bookedHours).toBe(bookedHours);
  });

  it('never open: occupancy and peak unknown, not zero', () => {
    const result = evaluatePlan({ capacity: 10, openings: [], bookings: [] });
    expect(result).toMatchObject({ capacityHours: 0, occupancy: null, peak: null, byHour: [] });
  });

  it('the earliest of equally full hours is the peak', () => {
    const d = '2026-11-24';
    const result = evaluatePlan({
      capacity: 1,
      openings: [open(d, '08:00', '12:00')],
      bookings: [booking(d, '11:00', '12:00'), booking(d, '09:00', '10:00')],
    });
    expect(result.peak).toEqual({ hour: 9, occupancy: 1 });
  });
});

describe('evaluatePlan: no-show rate', () => {
  const d = '2026-11-24';
  it.each<
    [
      string,
      EvaluationBooking[],
      { bookings: number; checkedIn: number; noShows: number; noShowRate: number | null },
    ]
  >([
    ['none', [], { bookings: 0, checkedIn: 0, noShows: 0, noShowRate: null }],
    [
      'one of four no-show',
      [
        booking(d, '08:00', '09:00', { checkedIn: true }),
        booking(d, '09:00', '10:00', { checkedIn: true }),
        booking(d, '10:00', '11:00', { checkedIn: true }),
        booking(d, '11:00', '12:00', { kept: false, noShow: true }),
      ],
      { bookings: 4, checkedIn: 3, noShows: 1, noShowRate: 0.25 },
    ],
    [
      'cancelled ones and open outcomes are not counted in the rate',
      [
        booking(d, '08:00', '09:00', { kept: false }),
        booking(d, '09:00', '10:00'),
        booking(d, '10:00', '11:00', { kept: false, noShow: true }),
      ],
      { bookings: 2, checkedIn: 0, noShows: 1, noShowRate: 1 },
    ],
  ])('%s', (_name, bookings, expected) => {
    expect(evaluatePlan({ capacity: 1, openings: [open(d, '08:00', '18:00')], bookings })).toMatchObject(
      expected,
    );
  });
});
