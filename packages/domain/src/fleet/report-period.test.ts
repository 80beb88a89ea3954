import { describe, expect, it } from 'vitest';
import {
  dueReportPeriod,
  formatReportDay,
  isWholeReportPeriod,
  manualReportPeriod,
  previousReportPeriod,
  type ReportInterval,
  reportPeriodName,
  reportPeriodOf,
} from './report-period';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3600_000;

describe('reportPeriodOf (Europe/Berlin calendar)', () => {
  it.each([
    // instant, interval, from, to, start (UTC), end (UTC)
    [
      '2027-01-01T00:05:00+01:00',
      'quarterly',
      '2027-01-01',
      '2027-03-31',
      '2026-12-31T23:00:00Z',
      '2027-03-31T22:00:00Z',
    ],
    // 23:30 UTC on New Year's Eve is already 2027 in Berlin.
    [
      '2026-12-31T23:30:00Z',
      'annually',
      '2027-01-01',
      '2027-12-31',
      '2026-12-31T23:00:00Z',
      '2027-12-31T23:00:00Z',
    ],
    [
      '2026-12-31T22:59:59Z',
      'annually',
      '2026-01-01',
      '2026-12-31',
      '2025-12-31T23:00:00Z',
      '2026-12-31T23:00:00Z',
    ],
    [
      '2026-12-31T22:59:59Z',
      'monthly',
      '2026-12-01',
      '2026-12-31',
      '2026-11-30T23:00:00Z',
      '2026-12-31T23:00:00Z',
    ],
    // The spring DST day lies in March: the month and the quarter end in summer time.
    [
      '2026-03-29T02:30:00+02:00',
      'monthly',
      '2026-03-01',
      '2026-03-31',
      '2026-02-28T23:00:00Z',
      '2026-03-31T22:00:00Z',
    ],
    [
      '2027-03-28T12:00:00+02:00',
      'quarterly',
      '2027-01-01',
      '2027-03-31',
      '2026-12-31T23:00:00Z',
      '2027-03-31T22:00:00Z',
    ],
    // The autumn DST day: October starts in summer time and ends in winter time.
    [
      '2026-10-25T02:30:00+01:00',
      'monthly',
      '2026-10-01',
      '2026-10-31',
      '2026-09-30T22:00:00Z',
      '2026-10-31T23:00:00Z',
    ],
    [
      '2027-10-31T01:00:00Z',
      'quarterly',
      '2027-10-01',
      '2027-12-31',
      '2027-09-30T22:00:00Z',
      '2027-12-31T23:00:00Z',
    ],
    [
      '2026-10-25T12:00:00+01:00',
      'semi-annually',
      '2026-07-01',
      '2026-12-31',
      '2026-06-30T22:00:00Z',
      '2026-12-31T23:00:00Z',
    ],
    [
      '2026-06-30T23:59:00+02:00',
      'semi-annually',
      '2026-01-01',
      '2026-06-30',
      '2025-12-31T23:00:00Z',
      '2026-06-30T22:00:00Z',
    ],
    [
      '2028-02-29T12:00:00+01:00',
      'monthly',
      '2028-02-01',
      '2028-02-29',
      '2028-01-31T23:00:00Z',
      '2028-02-29T23:00:00Z',
    ],
  ] as const)('%s %s → %s..%s', (instant, interval, from, to, start, end) => {
    expect(reportPeriodOf(at(instant), interval)).toEqual({ from, to, start: at(start), end: at(end) });
  });

  it('a month with the spring change is an hour short, one with the autumn change an hour long', () => {
    const march = reportPeriodOf(at('2026-03-15T12:00:00Z'), 'monthly');
    expect(march.end - march.start).toBe(31 * 24 * HOUR - HOUR);
    const october = reportPeriodOf(at('2027-10-15T12:00:00Z'), 'monthly');
    expect(october.end - october.start).toBe(31 * 24 * HOUR + HOUR);
  });

  it('every instant lies in its period, and the next period starts where it ends', () => {
    for (const interval of ['monthly', 'quarterly', 'semi-annually', 'annually'] as const) {
      for (
        let t = at('2026-01-01T00:00:00Z');
        t < at('2028-01-01T00:00:00Z');
        t += 11 * 24 * HOUR + 7 * HOUR
      ) {
        const p = reportPeriodOf(t, interval);
        expect(p.start <= t && t < p.end, `${interval} ${new Date(t).toISOString()}`).toBe(true);
        expect(reportPeriodOf(p.end, interval).start).toBe(p.end);
        expect(previousReportPeriod(p.end, interval)).toEqual(p);
      }
    }
  });
});

describe('previousReportPeriod', () => {
  it.each([
    ['2027-01-01T00:05:00+01:00', 'quarterly', '2026-10-01', '2026-12-31'],
    ['2027-01-01T00:05:00+01:00', 'monthly', '2026-12-01', '2026-12-31'],
    ['2027-01-01T00:05:00+01:00', 'semi-annually', '2026-07-01', '2026-12-31'],
    ['2027-01-01T00:05:00+01:00', 'annually', '2026-01-01', '2026-12-31'],
    ['2026-11-01T00:00:00+01:00', 'monthly', '2026-10-01', '2026-10-31'],
    ['2026-04-01T00:00:00+02:00', 'quarterly', '2026-01-01', '2026-03-31'],
  ] as const)('%s %s → %s..%s', (instant, interval, from, to) => {
    const p = previousReportPeriod(at(instant), interval);
    expect([p.from, p.to]).toEqual([from, to]);
  });
});

describe('dueReportPeriod (fires once at the start of the period, catches up for 3 days)', () => {
  it.each([
    // now, interval, due period (from) or null
    ['2027-01-01T00:05:00+01:00', 'quarterly', '2026-10-01'],
    ['2027-01-01T00:00:00+01:00', 'quarterly', '2026-10-01'],
    ['2026-12-31T23:59:59+01:00', 'quarterly', null],
    ['2027-01-03T23:59:00+01:00', 'quarterly', '2026-10-01'],
    ['2027-01-04T00:00:00+01:00', 'quarterly', null],
    ['2027-02-15T12:00:00+01:00', 'quarterly', null],
    ['2027-02-01T00:05:00+01:00', 'quarterly', null],
    ['2027-02-01T00:05:00+01:00', 'monthly', '2027-01-01'],
    // The first day of November follows the autumn change (2026-10-25).
    ['2026-11-01T00:05:00+01:00', 'monthly', '2026-10-01'],
    // April follows the spring change (2026-03-29).
    ['2026-04-01T00:05:00+02:00', 'quarterly', '2026-01-01'],
    ['2026-04-01T00:05:00+02:00', 'semi-annually', null],
    ['2026-07-01T00:05:00+02:00', 'semi-annually', '2026-01-01'],
    ['2028-01-01T00:05:00+01:00', 'annually', '2027-01-01'],
    ['2027-12-31T23:55:00+01:00', 'annually', null],
  ] as const)('%s %s → %s', (now, interval, from) => {
    expect(dueReportPeriod(at(now), interval)?.from ?? null).toBe(from);
  });
});

describe('manualReportPeriod', () => {
  const now = at('2027-02-15T10:30:00+01:00');
  const base = { now, interval: 'quarterly' as ReportInterval };

  it('without dates: the current period so far', () => {
    expect(manualReportPeriod(base)).toEqual({
      ok: true,
      value: { from: '2027-01-01', to: '2027-02-15', start: at('2027-01-01T00:00:00+01:00'), end: now },
    });
  });

  it('without dates in the first instant of a period: the previous one (the current one is empty)', () => {
    const first = at('2027-04-01T00:00:00+02:00');
    const r = manualReportPeriod({ now: first, interval: 'quarterly' });
    expect(r.ok && [r.value.from, r.value.to, r.value.end]).toEqual(['2027-01-01', '2027-03-31', first]);
  });

  it.each([
    // from, to, expected from..to, start and end
    [
      '2026-10-01',
      '2026-12-31',
      '2026-10-01',
      '2026-12-31',
      '2026-10-01T00:00:00+02:00',
      '2027-01-01T00:00:00+01:00',
    ],
    // The autumn DST day: starts in summer time, ends in winter time, 25 hours.
    [
      '2026-10-25',
      '2026-10-25',
      '2026-10-25',
      '2026-10-25',
      '2026-10-25T00:00:00+02:00',
      '2026-10-26T00:00:00+01:00',
    ],
    // The spring DST day: 23 hours.
    [
      '2026-03-29',
      '2026-03-29',
      '2026-03-29',
      '2026-03-29',
      '2026-03-29T00:00:00+01:00',
      '2026-03-30T00:00:00+02:00',
    ],
    // "to" today or later: up to now.
    [
      '2027-02-01',
      '2027-02-15',
      '2027-02-01',
      '2027-02-15',
      '2027-02-01T00:00:00+01:00',
      '2027-02-15T10:30:00+01:00',
    ],
    [
      '2027-02-01',
      '2027-03-31',
      '2027-02-01',
      '2027-02-15',
      '2027-02-01T00:00:00+01:00',
      '2027-02-15T10:30:00+01:00',
    ],
    [
      '2026-02-15',
      '2027-02-14',
      '2026-02-15',
      '2027-02-14',
      '2026-02-15T00:00:00+01:00',
      '2027-02-15T00:00:00+01:00',
    ],
  ])('%s..%s → %s..%s', (from, to, eFrom, eTo, start, end) => {
    expect(manualReportPeriod({ ...base, from, to })).toEqual({
      ok: true,
      value: { from: eFrom, to: eTo, start: at(start), end: at(end) },
    });
  });

  it.each([
    [{ from: '2027-01-01' }, 'REPORT_PERIOD_INCOMPLETE'],
    [{ to: '2027-01-31' }, 'REPORT_PERIOD_INCOMPLETE'],
    [{ from: '2027-01-31', to: '2027-01-01' }, 'REPORT_PERIOD_REVERSED'],
    [{ from: '2027-02-16', to: '2027-02-20' }, 'REPORT_PERIOD_IN_FUTURE'],
    [{ from: '2026-02-13', to: '2027-02-14' }, 'REPORT_PERIOD_TOO_LONG'],
    [{ from: '2027-02-30', to: '2027-03-01' }, 'INVALID_DATE_STRING'],
    [{ from: 'gestern', to: '2027-03-01' }, 'INVALID_DATE_STRING'],
  ])('%j is refused with %s', (dates, code) => {
    expect(manualReportPeriod({ ...base, ...dates })).toMatchObject({ ok: false, code });
  });

  it('a leap year fits (366 days), one day more does not', () => {
    expect(
      manualReportPeriod({
        now: at('2029-06-01T12:00:00Z'),
        interval: 'annually',
        from: '2028-01-01',
        to: '2028-12-31',
      }).ok,
    ).toBe(true);
    expect(
      manualReportPeriod({
        now: at('2029-06-01T12:00:00Z'),
        interval: 'annually',
        from: '2027-12-31',
        to: '2028-12-31',
      }),
    ).toMatchObject({ ok: false, code: 'REPORT_PERIOD_TOO_LONG', details: { maxDays: 366 } });
  });
});

describe('names and days', () => {
  it.each([
    [{ from: '2027-03-01', to: '2027-03-31' }, 'monthly', 'März 2027', 'March 2027'],
    [{ from: '2026-10-01', to: '2026-12-31' }, 'quarterly', '4. Quartal 2026', 'Q4 2026'],
    [{ from: '2026-07-01', to: '2026-12-31' }, 'semi-annually', '2. Halbjahr 2026', 'H2 2026'],
    [{ from: '2027-01-01', to: '2027-12-31' }, 'annually', '2027', '2027'],
    // Not a whole period of the interval: the span.
    [
      { from: '2027-01-01', to: '2027-02-15' },
      'quarterly',
      '01.01.2027 – 15.02.2027',
      '1 Jan 2027 – 15 Feb 2027',
    ],
    [{ from: '2027-03-01', to: '2027-03-31' }, null, '01.03.2027 – 31.03.2027', '1 Mar 2027 – 31 Mar 2027'],
  ] as const)('%j %s → %s / %s', (p, interval, de, en) => {
    expect(reportPeriodName(p, interval, 'de')).toBe(de);
    expect(reportPeriodName(p, interval, 'en')).toBe(en);
  });

  it.each([
    ['2026-11-24', '24.11.2026', '24 Nov 2026'],
    ['2027-01-05', '05.01.2027', '5 Jan 2027'],
  ])('%s → %s / %s', (day, de, en) => {
    expect(formatReportDay(day, 'de')).toBe(de);
    expect(formatReportDay(day, 'en')).toBe(en);
  });

  it('isWholeReportPeriod', () => {
    expect(isWholeReportPeriod({ from: '2027-04-01', to: '2027-06-30' }, 'quarterly')).toBe(true);
    expect(isWholeReportPeriod({ from: '2027-04-01', to: '2027-06-29' }, 'quarterly')).toBe(false);
    expect(isWholeReportPeriod({ from: '2027-04-01', to: '2027-06-30' }, 'monthly')).toBe(false);
  });
});
