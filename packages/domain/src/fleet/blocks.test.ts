import { describe, expect, it } from 'vitest';
import { toInstant } from '../time/zoned-time';
import {
  type BlockedBooking,
  blockHistoryEntry,
  bookingsAffectedByBlock,
  listServiceBooklet,
  planVehicleBlock,
  validateServiceBookletEntry,
  validateVehicleBlock,
} from './blocks';
import { cancelReasonText } from './cancel-reasons';

const MIN = 60_000;
const HOUR = 60 * MIN;

// A DEFEKT block over the autumn change: 2026-10-25 01:00 CEST to 06:00 CET (6 elapsed hours).
const blockStart = toInstant('2026-10-25', '01:00');
const blockEnd = toInstant('2026-10-25', '06:00');
const now = toInstant('2026-10-24', '12:00');

const booking = (
  id: string,
  start: number,
  end: number,
  over: Partial<BlockedBooking> = {},
): BlockedBooking => ({
  id,
  start,
  end,
  status: 'reserviert',
  type: 'BUCHUNG',
  bookerId: `booker-${id}`,
  driverId: `booker-${id}`,
  ...over,
});

describe('block and booklet entry validation', () => {
  it.each([
    [{ type: 'DEFEKT', start: blockStart, end: blockEnd, description: ' Bremse ' }, 'ok'],
    [{ type: 'BUCHUNG', start: blockStart, end: blockEnd, description: 'x' }, 'UNKNOWN_TYPE'],
    [{ type: 'REPARATUR', start: blockStart, end: blockEnd, description: 'x' }, 'UNKNOWN_TYPE'],
    [{ type: 'SERVICE', start: blockEnd, end: blockEnd, description: 'x' }, 'END_NOT_AFTER_START'],
    [{ type: 'SERVICE', start: blockStart, end: blockEnd, description: '  ' }, 'SERVICE_DESCRIPTION_MISSING'],
    [{ type: 'SERVICE', start: blockStart, end: blockEnd }, 'SERVICE_DESCRIPTION_MISSING'],
    [
      { type: 'WARTUNG', start: blockStart, end: blockEnd, description: 'x'.repeat(2001) },
      'SERVICE_DESCRIPTION_TOO_LONG',
    ],
  ])('%o -> %s', (input, expected) => {
    const result = validateVehicleBlock(input, now);
    expect(result.ok ? 'ok' : result.code).toBe(expected);
  });

  it('refuses a block that has ended, but keeps past booklet entries', () => {
    const past = { type: 'SERVICE', start: now - 2 * HOUR, end: now, description: 'Ölwechsel' };
    expect(validateVehicleBlock(past, now)).toMatchObject({ code: 'VEHICLE_BLOCK_IN_PAST' });
    expect(validateVehicleBlock({ ...past, end: now + 1 }, now).ok).toBe(true);
    expect(validateServiceBookletEntry(past)).toEqual({
      ok: true,
      value: { type: 'SERVICE', start: now - 2 * HOUR, end: now, description: 'Ölwechsel' },
    });
  });
});

describe('bookings a block affects (spec 4 "cancelled by system (maintenance)")', () => {
  const block = { type: 'DEFEKT' as const, start: blockStart, end: blockEnd };
  const plan = (bookings: BlockedBooking[], gap = 15, at = now) =>
    planVehicleBlock({ block, bookings, minimumGapMinutes: gap, now: at });

  it('cancels both bookings inside the block with the defect reason and tells their people', () => {
    const first = booking('a', blockStart + HOUR, blockStart + 2 * HOUR); // 02:00 CEST
    const second = booking('b', blockStart + 3 * HOUR, blockStart + 4 * HOUR, { driverId: 'driver-b' });
    expect(plan([first, second])).toEqual({
      ok: true,
      value: [
        {
          bookingId: 'a',
          status: 'storniert',
          reason: 'Storno wegen eines Defekts am Fahrzeug.',
          notify: ['booker-a'],
        },
        {
          bookingId: 'b',
          status: 'storniert',
          reason: 'Storno wegen eines Defekts am Fahrzeug.',
          notify: ['booker-b', 'driver-b'],
        },
      ],
    });
    expect(cancelReasonText('Storno wegen eines Defekts am Fahrzeug.', 'en')).toBe(
      'Cancelled because of a defect of the vehicle.',
    );
  });

  it.each([
    // booking relative to the block, gap, affected?
    ['ends exactly the gap before', booking('x', blockStart - 2 * HOUR, blockStart - 15 * MIN), 15, false],
    ['ends inside the gap before', booking('x', blockStart - 2 * HOUR, blockStart - 14 * MIN), 15, true],
    ['ends at the block start, no gap', booking('x', blockStart - HOUR, blockStart), 0, false],
    ['starts at the block end + gap', booking('x', blockEnd + 15 * MIN, blockEnd + HOUR), 15, false],
    ['starts inside the gap after', booking('x', blockEnd + 14 * MIN, blockEnd + HOUR), 15, true],
    ['cancelled', booking('x', blockStart, blockEnd, { status: 'storniert' }), 15, false],
    ['completed', booking('x', blockStart, blockEnd, { status: 'durchgefuehrt' }), 15, false],
    ['held special trip', booking('x', blockStart, blockEnd, { status: 'vorgemerkt' }), 15, true],
  ])('%s: affected %s', (_label, b, gap, affected) => {
    const found = bookingsAffectedByBlock({ block, bookings: [b], minimumGapMinutes: gap, now });
    expect(found.length > 0).toBe(affected);
  });

  it('refuses a block over a running trip, also one overrunning into it', () => {
    const running = booking('t', now - HOUR, now + HOUR, { status: 'aktiv' });
    expect(plan([running])).toEqual({ ok: true, value: [] }); // ends long before the block
    const overrun = booking('t', blockStart - 3 * HOUR, blockStart - 2 * HOUR, { status: 'aktiv' });
    // 90 minutes late, half an hour before the block: it counts as ending now, + gap is before the block
    expect(plan([overrun], 15, blockStart - 30 * MIN)).toEqual({ ok: true, value: [] });
    // a block from a damage notice starting a moment ago, the trip still out: refused
    expect(plan([overrun], 15, blockStart + 10 * MIN)).toEqual({
      ok: false,
      code: 'VEHICLE_BLOCK_OVERLAPS_TRIP',
      details: { bookingIds: ['t'] },
    });
  });

  it('refuses a block over another block, ignoring the block being changed', () => {
    const other = booking('w', blockStart + HOUR, blockEnd + HOUR, { type: 'WARTUNG', driverId: null });
    expect(plan([other])).toMatchObject({
      code: 'VEHICLE_BLOCK_OVERLAPS_BLOCK',
      details: { bookingIds: ['w'] },
    });
    expect(
      planVehicleBlock({ block, bookings: [other], minimumGapMinutes: 15, now, ignoreBookingId: 'w' }),
    ).toEqual({ ok: true, value: [] });
  });
});

describe('history entry and service booklet', () => {
  it.each([
    ['WARTUNG', 'WARTUNG', 'Wartung 25.10.2026 01:00 – 25.10.2026 06:00: Inspektion'],
    ['SERVICE', 'SERVICE', 'Service 25.10.2026 01:00 – 25.10.2026 06:00: Inspektion'],
    ['DEFEKT', 'STATUSAENDERUNG', 'Defekt 25.10.2026 01:00 – 25.10.2026 06:00: Inspektion'],
  ] as const)('%s writes %s', (type, historyType, description) => {
    expect(blockHistoryEntry({ type, start: blockStart, end: blockEnd, description: 'Inspektion' })).toEqual({
      type: historyType,
      description,
    });
  });

  it('lists blocks (not cancelled ones) and manual entries, newest first', () => {
    const day = (d: string) => toInstant(d, '08:00');
    const list = listServiceBooklet(
      [
        {
          id: 'b1',
          type: 'WARTUNG',
          start: day('2026-03-29'),
          end: day('2026-03-30'),
          description: 'Reifen',
          status: 'reserviert',
        },
        {
          id: 'b2',
          type: 'DEFEKT',
          start: day('2026-10-25'),
          end: day('2026-10-26'),
          description: 'Spiegel',
          status: 'storniert',
        },
      ],
      [
        {
          id: 'm1',
          type: 'SERVICE',
          start: day('2027-03-28'),
          end: day('2027-03-29'),
          description: 'Ölwechsel',
        },
        { id: 'm2', type: 'SERVICE', start: day('2026-03-29'), end: day('2026-03-31'), description: 'TÜV' },
      ],
    );
    expect(list.map((e) => `${e.id}:${e.source}`)).toEqual(['m1:manual', 'm2:manual', 'b1:block']);
  });
});
