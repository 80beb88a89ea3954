import { describe, expect, it } from 'vitest';
import { historyRange } from './history-filter';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('historyRange', () => {
  it.each([
    // from, to, start (UTC), end (UTC)
    ['2026-06-10', '2026-06-10', '2026-06-09T22:00:00.000Z', '2026-06-10T22:00:00.000Z'],
    ['2026-01-10', '2026-01-11', '2026-01-09T23:00:00.000Z', '2026-01-11T23:00:00.000Z'],
    // spring forward: the day has 23 hours
    ['2026-03-29', '2026-03-29', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z'],
    ['2027-03-28', '2027-03-28', '2027-03-27T23:00:00.000Z', '2027-03-28T22:00:00.000Z'],
    // fall back: the day has 25 hours
    ['2026-10-25', '2026-10-25', '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z'],
    ['2027-10-31', '2027-10-31', '2027-10-30T22:00:00.000Z', '2027-10-31T23:00:00.000Z'],
  ])('%s..%s covers [%s, %s)', (from, to, start, end) => {
    const r = historyRange(from, to);
    expect(r.ok && { start: iso(r.value.start), end: iso(r.value.end) }).toEqual({ start, end });
  });

  it('leaves an unset side open', () => {
    const onlyFrom = historyRange('2026-10-25', undefined);
    expect(onlyFrom.ok && [iso(onlyFrom.value.start), onlyFrom.value.end]).toEqual([
      '2026-10-24T22:00:00.000Z',
      null,
    ]);
    const onlyTo = historyRange(undefined, '2026-03-29');
    expect(onlyTo.ok && [onlyTo.value.start, iso(onlyTo.value.end)]).toEqual([
      null,
      '2026-03-29T22:00:00.000Z',
    ]);
    expect(historyRange(undefined, undefined)).toEqual({ ok: true, value: { start: null, end: null } });
  });

  it('refuses a to before from, naming both', () => {
    expect(historyRange('2026-06-11', '2026-06-10')).toEqual({
      ok: false,
      code: 'VEHICLE_HISTORY_RANGE_INVALID',
      details: { from: '2026-06-11', to: '2026-06-10' },
    });
  });

  it('follows the zone it is given', () => {
    const r = historyRange('2026-06-10', '2026-06-10', 'America/New_York');
    expect(r.ok && iso(r.value.start)).toBe('2026-06-10T04:00:00.000Z');
  });
});
