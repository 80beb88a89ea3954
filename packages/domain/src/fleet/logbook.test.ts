import { describe, expect, it } from 'vitest';
import {
  changedLogbookFields,
  decideLogbookAmendment,
  isLogbookEntryOpen,
  type LogbookChanges,
  type LogbookContent,
  logbookClosesAt,
  logbookContentOfTrip,
  logbookDistance,
  missingLogbookFields,
  normaliseLogbookContent,
} from './logbook';

const t = (iso: string) => Date.parse(iso);

describe('logbookClosesAt / isLogbookEntryOpen', () => {
  it.each([
    // trip end (UTC), days, closes at (UTC): the start of day end+days+1 in Berlin
    ['2026-11-20T15:00:00Z', 7, '2026-11-27T23:00:00.000Z'],
    ['2026-11-20T23:30:00Z', 7, '2026-11-28T23:00:00.000Z'], // 00:30 Berlin: already the 21st
    ['2026-11-20T15:00:00Z', 0, '2026-11-20T23:00:00.000Z'], // only the trip day
    // DST: the closing day is counted in calendar days, not 24-hour steps
    ['2026-03-22T10:00:00Z', 7, '2026-03-29T22:00:00.000Z'], // closes on 30.03. 00:00 CEST
    ['2026-03-28T10:00:00Z', 0, '2026-03-28T23:00:00.000Z'],
    ['2026-03-29T10:00:00Z', 0, '2026-03-29T22:00:00.000Z'], // the 23-hour day
    ['2026-10-25T10:00:00Z', 0, '2026-10-25T23:00:00.000Z'], // the 25-hour day
    ['2026-10-18T10:00:00Z', 7, '2026-10-25T23:00:00.000Z'],
    ['2027-03-28T09:00:00Z', 1, '2027-03-29T22:00:00.000Z'],
    ['2027-10-31T09:00:00Z', 1, '2027-11-01T23:00:00.000Z'],
  ])('a trip ending %s with %i days closes at %s', (end, days, closes) => {
    expect(new Date(logbookClosesAt(t(end), days)).toISOString()).toBe(closes);
    expect(isLogbookEntryOpen(t(end), days, t(closes) - 1)).toBe(true);
    expect(isLogbookEntryOpen(t(end), days, t(closes))).toBe(false);
  });
});

const original: LogbookContent = logbookContentOfTrip({
  plate: 'B-BB 123',
  driverId: 'driver',
  driverName: 'Bernd Bucher',
  plannedStart: t('2026-10-25T08:00:00Z'),
  plannedEnd: t('2026-10-25T12:00:00Z'),
  actualStart: t('2026-10-24T22:30:00Z'),
  actualEnd: t('2026-10-25T11:40:00Z'),
  startMileage: 1000,
  endMileage: 1100,
  reason: ' Kundentermin ',
  destination: 'Potsdam',
  stopover: '',
  detour: '',
  contact: 'ACME GmbH',
});

describe('logbookContentOfTrip', () => {
  it('takes the day of the actual start in Berlin and the booking texts', () => {
    expect(original).toMatchObject({
      date: '2026-10-25',
      tripKind: 'business',
      purpose: 'Kundentermin',
      partner: 'ACME GmbH',
      actualStart: '2026-10-24T22:30:00.000Z',
      actualEnd: '2026-10-25T11:40:00.000Z',
    });
  });
  it('uses the planned start when there was no check-in', () => {
    const c = logbookContentOfTrip({ ...tripOf(original), actualStart: null });
    expect(c.date).toBe('2026-10-25');
    expect(c.actualStart).toBeNull();
  });
});

function tripOf(c: LogbookContent) {
  return {
    plate: c.plate,
    driverId: c.driverId,
    driverName: c.driverName,
    plannedStart: t(c.plannedStart),
    plannedEnd: t(c.plannedEnd),
    actualStart: c.actualStart === null ? null : t(c.actualStart),
    actualEnd: t(c.actualEnd),
    startMileage: c.startMileage,
    endMileage: c.endMileage,
    reason: c.purpose,
    destination: c.destination,
    stopover: c.stopover,
    detour: c.detour,
    contact: c.partner,
  };
}

describe('normaliseLogbookContent and missingLogbookFields', () => {
  it.each<[LogbookContent['tripKind'], Partial<LogbookContent>]>([
    ['private', { destination: '', purpose: '', partner: '', note: '' }],
    ['commute', { destination: '', purpose: '', partner: '', note: 'Wohnung – Büro' }],
    ['business', { destination: 'Potsdam', purpose: 'Kundentermin', note: '' }],
  ])('%s keeps only its own fields', (tripKind, expected) => {
    expect(normaliseLogbookContent({ ...original, tripKind, note: ' Wohnung – Büro ' })).toMatchObject(
      expected,
    );
  });
  it.each<[Partial<LogbookContent>, string[]]>([
    [{}, []],
    [{ purpose: '' }, ['purpose']],
    [{ destination: '', purpose: '', endMileage: null }, ['endMileage', 'destination', 'purpose']],
    [{ tripKind: 'private', destination: '', purpose: '' }, []],
  ])('missing of %j', (over, missing) => {
    expect(missingLogbookFields({ ...original, ...over })).toEqual(missing);
  });
});

const END = t('2026-10-25T11:40:00Z');
const OPEN_NOW = t('2026-10-30T10:00:00Z');
const CLOSED_NOW = t('2026-11-02T10:00:00Z');
const driver = { userId: 'driver', canReport: false };
const reporter = { userId: 'fleet', canReport: true };
const other = { userId: 'someone', canReport: false };

describe('decideLogbookAmendment', () => {
  const decide = (
    actor: typeof driver,
    now: number,
    changes: LogbookChanges,
    reason = '',
    current: LogbookContent = original,
  ) => decideLogbookAmendment({ current, changes, reason, actor, tripEnd: END, completionDays: 7, now });

  it.each<[string, typeof driver, number, LogbookChanges, string, string]>([
    [
      'the driver completes an open entry without a reason',
      driver,
      OPEN_NOW,
      { partner: 'Beta AG' },
      '',
      'COMPLETION',
    ],
    ['the driver may give a reason too', driver, OPEN_NOW, { partner: 'Beta AG' }, 'vergessen', 'COMPLETION'],
    [
      'a report holder corrects an open entry with a reason',
      reporter,
      OPEN_NOW,
      { endMileage: 1090 },
      'Tippfehler',
      'CORRECTION',
    ],
    [
      'a report holder corrects a closed entry with a reason',
      reporter,
      CLOSED_NOW,
      { endMileage: 1090 },
      'Tippfehler',
      'CORRECTION',
    ],
  ])('%s', (_n, actor, now, changes, reason, kind) => {
    const r = decide(actor, now, changes, reason);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.kind).toBe(kind);
  });

  it.each<[string, typeof driver, number, LogbookChanges, string, string]>([
    ['the driver after closing', driver, CLOSED_NOW, { partner: 'x' }, 'bitte', 'LOGBOOK_ENTRY_CLOSED'],
    ['someone else', other, OPEN_NOW, { partner: 'x' }, 'bitte', 'LOGBOOK_NOT_PERMITTED'],
    [
      'a correction without a reason',
      reporter,
      CLOSED_NOW,
      { partner: 'x' },
      '   ',
      'LOGBOOK_REASON_REQUIRED',
    ],
    ['no change', driver, OPEN_NOW, { partner: 'ACME GmbH' }, '', 'LOGBOOK_NO_CHANGE'],
    ['end below start', driver, OPEN_NOW, { endMileage: 999 }, '', 'LOGBOOK_MILEAGE_BELOW_START'],
    ['a negative mileage', driver, OPEN_NOW, { startMileage: -1 }, '', 'LOGBOOK_MILEAGE_INVALID'],
    ['a fractional mileage', driver, OPEN_NOW, { startMileage: 10.5 }, '', 'LOGBOOK_MILEAGE_INVALID'],
    ['a business trip without purpose', driver, OPEN_NOW, { purpose: ' ' }, '', 'LOGBOOK_FIELD_REQUIRED'],
    ['an unknown kind', driver, OPEN_NOW, { tripKind: 'holiday' as never }, '', 'LOGBOOK_TRIP_KIND_UNKNOWN'],
    [
      'a long note',
      driver,
      OPEN_NOW,
      { tripKind: 'commute', note: 'x'.repeat(201) },
      '',
      'LOGBOOK_TEXT_TOO_LONG',
    ],
    ['a long reason', reporter, OPEN_NOW, { partner: 'x' }, 'x'.repeat(501), 'LOGBOOK_TEXT_TOO_LONG'],
  ])('refuses %s', (_n, actor, now, changes, reason, code) => {
    const r = decide(actor, now, changes, reason);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe(code);
  });

  it('names the closing time in Berlin', () => {
    const r = decide(driver, CLOSED_NOW, { partner: 'x' });
    expect(r.ok ? null : r.details).toEqual({
      closedAt: '2026-11-01T23:00:00.000Z',
      closedAtLocal: '02.11.2026 00:00',
    });
  });

  it('a guest trip (no driver account) can only be corrected', () => {
    const guest = { ...original, driverId: null };
    expect(decide(other, OPEN_NOW, { partner: 'x' }, '', guest)).toMatchObject({
      ok: false,
      code: 'LOGBOOK_NOT_PERMITTED',
    });
  });

  it('switching to private drops destination and partner from the new version', () => {
    const r = decide(driver, OPEN_NOW, { tripKind: 'private' });
    expect(r.ok && r.value.content).toMatchObject({
      tripKind: 'private',
      destination: '',
      partner: '',
      purpose: '',
    });
    if (r.ok)
      expect(changedLogbookFields(original, r.value.content)).toEqual([
        'tripKind',
        'destination',
        'purpose',
        'partner',
      ]);
  });
});

describe('logbookDistance', () => {
  it.each([
    [1000, 1100, 100],
    [1000, null, null],
    [null, 5, null],
  ])('%s → %s = %s', (startMileage, endMileage, km) => {
    expect(logbookDistance({ startMileage, endMileage })).toBe(km);
  });
});
