import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings';
import { addMonths, toInstant } from '../time/zoned-time';
import {
  checkLicenceForPeriod,
  type DriverLicence,
  dueLicenceReminder,
  heldClasses,
  isBanActive,
  isCheckDue,
  type LicenceDates,
  licenceAccess,
  licenceRulesFromSettings,
  licenceStatus,
  nextCheckAfter,
  validateLicenceDates,
} from './licence';

const licence: DriverLicence = {
  issueDate: '2020-05-04',
  classes: { B: true, BE: true },
  banFrom: null,
  banTo: null,
  lastCheck: '2026-09-29',
  nextCheck: '2027-03-29',
};
const p = (from: string, to: string) => ({
  start: toInstant(from.slice(0, 10), from.slice(11)),
  end: toInstant(to.slice(0, 10), to.slice(11)),
});
const codes = (
  l: DriverLicence | null,
  period: { start: number; end: number },
  cls: 'B' | 'C' | null = 'B',
) => checkLicenceForPeriod({ licence: l, requiredClass: cls, period }).map((v) => v.code);

describe('checkLicenceForPeriod (spec 5)', () => {
  it.each<[string, DriverLicence | null, { start: number; end: number }, 'B' | 'C' | null, string[]]>([
    ['valid class, checked, no ban', licence, p('2027-03-01T09:00', '2027-03-01T17:00'), 'B', []],
    ['no class required', { ...licence, classes: {} }, p('2027-03-01T09:00', '2027-03-01T17:00'), null, []],
    ['no licence: needs no check (ADR 0011)', null, p('2027-03-01T09:00', '2027-03-01T17:00'), 'B', []],
    [
      'class flag not set',
      licence,
      p('2027-03-01T09:00', '2027-03-01T17:00'),
      'C',
      ['LICENCE_CLASS_MISSING'],
    ],
    [
      'class flag false',
      { ...licence, classes: { B: false } },
      p('2027-03-01T09:00', '2027-03-01T17:00'),
      'B',
      ['LICENCE_CLASS_MISSING'],
    ],
    // issue date edges: the licence holds from 00:00 of its issue day
    [
      'issued on the start day',
      { ...licence, issueDate: '2027-03-01' },
      p('2027-03-01T09:00', '2027-03-01T17:00'),
      'B',
      [],
    ],
    [
      'issued at exactly the period start (midnight)',
      { ...licence, issueDate: '2027-03-01' },
      p('2027-03-01T00:00', '2027-03-01T17:00'),
      'B',
      [],
    ],
    [
      'issued the day after the start',
      { ...licence, issueDate: '2027-03-02' },
      p('2027-03-01T09:00', '2027-03-03T17:00'),
      'B',
      ['LICENCE_NOT_YET_ISSUED'],
    ],
    // next check edges (2027-03-29 00:00 is the day after the spring DST change)
    ['ends the day before the check', licence, p('2027-03-28T09:00', '2027-03-28T23:59'), 'B', []],
    [
      'ends exactly at 00:00 of the check day (half-open)',
      licence,
      p('2027-03-28T09:00', '2027-03-29T00:00'),
      'B',
      [],
    ],
    [
      'ends one minute into the check day',
      licence,
      p('2027-03-28T09:00', '2027-03-29T00:01'),
      'B',
      ['LICENCE_CHECK_DUE'],
    ],
    ['on the check day', licence, p('2027-03-29T09:00', '2027-03-29T10:00'), 'B', ['LICENCE_CHECK_DUE']],
    [
      'never checked',
      { ...licence, lastCheck: null, nextCheck: null },
      p('2027-03-01T09:00', '2027-03-01T17:00'),
      'B',
      ['LICENCE_CHECK_DUE'],
    ],
    // DST days: the spring change (23 h) and autumn change (25 h) as ban and check days
    [
      'ban on the spring DST day covers its 23 hours',
      { ...licence, banFrom: '2027-03-28', banTo: '2027-03-28' },
      p('2027-03-28T23:30', '2027-03-29T00:00'),
      'B',
      ['LICENCE_DRIVING_BAN'],
    ],
    [
      'trip right after a one-day ban on the autumn DST day (25 h)',
      { ...licence, banFrom: '2026-10-25', banTo: '2026-10-25' },
      p('2026-10-26T00:00', '2026-10-26T08:00'),
      'B',
      [],
    ],
    [
      'trip ending in the last hour of the autumn DST day, during a ban that day',
      { ...licence, banFrom: '2026-10-25', banTo: '2026-10-25' },
      { start: toInstant('2026-10-24', '20:00'), end: toInstant('2026-10-25', '23:30') },
      'B',
      ['LICENCE_DRIVING_BAN'],
    ],
    [
      'check due on the autumn DST day 2027-10-31',
      { ...licence, nextCheck: '2027-10-31' },
      p('2027-10-30T20:00', '2027-10-31T00:30'),
      'B',
      ['LICENCE_CHECK_DUE'],
    ],
    [
      'check on 2026-03-29 (spring DST): a trip ending 00:00 that day is fine',
      { ...licence, issueDate: '2020-01-01', nextCheck: '2026-03-29' },
      p('2026-03-28T20:00', '2026-03-29T00:00'),
      'B',
      [],
    ],
    // bans
    [
      'ban ending the day before the start',
      { ...licence, banFrom: '2027-02-01', banTo: '2027-02-28' },
      p('2027-03-01T00:00', '2027-03-01T17:00'),
      'B',
      [],
    ],
    [
      'ban starting on the day after the end',
      { ...licence, banFrom: '2027-03-02', banTo: '2027-03-05' },
      p('2027-03-01T09:00', '2027-03-02T00:00'),
      'B',
      [],
    ],
    [
      'ban starting inside the period',
      { ...licence, banFrom: '2027-03-02', banTo: '2027-03-05' },
      p('2027-03-01T09:00', '2027-03-02T00:01'),
      'B',
      ['LICENCE_DRIVING_BAN'],
    ],
    [
      'open-ended ban',
      { ...licence, banFrom: '2027-01-01', banTo: null },
      p('2027-03-01T09:00', '2027-03-01T17:00'),
      'B',
      ['LICENCE_DRIVING_BAN'],
    ],
    [
      'every reason at once, in order',
      { ...licence, issueDate: '2027-03-02', nextCheck: null, banFrom: '2027-03-01', banTo: null },
      p('2027-03-01T09:00', '2027-03-03T17:00'),
      'C',
      ['LICENCE_CLASS_MISSING', 'LICENCE_NOT_YET_ISSUED', 'LICENCE_CHECK_DUE', 'LICENCE_DRIVING_BAN'],
    ],
  ])('%s', (_name, l, period, cls, expected) => {
    expect(codes(l, period, cls)).toEqual(expected);
  });

  it('names the missing class, the check date and the ban in the details', () => {
    const [v] = checkLicenceForPeriod({
      licence,
      requiredClass: 'C',
      period: p('2027-03-01T09:00', '2027-03-01T17:00'),
    });
    expect(v).toEqual({ code: 'LICENCE_CLASS_MISSING', details: { licenceClass: 'C' } });
    const [due] = checkLicenceForPeriod({
      licence,
      requiredClass: 'B',
      period: p('2027-03-29T09:00', '2027-03-29T10:00'),
    });
    expect(due?.details).toEqual({ nextCheck: '2027-03-29' });
  });
});

describe('licenceStatus and reminders (spec 9)', () => {
  it.each<[string, string | null | 'none', string, string]>([
    ['no licence', 'none', '2027-03-01', 'none'],
    ['never checked', null, '2027-03-01', 'overdue'],
    ['15 days ahead', '2027-03-16', '2027-03-01', 'valid'],
    ['14 days ahead (lead days)', '2027-03-15', '2027-03-01', 'dueSoon'],
    ['tomorrow', '2027-03-02', '2027-03-01', 'dueSoon'],
    ['today', '2027-03-01', '2027-03-01', 'overdue'],
    ['yesterday', '2027-02-28', '2027-03-01', 'overdue'],
    ['across the spring DST day', '2026-04-12', '2026-03-29', 'dueSoon'],
    ['across the autumn DST day', '2026-11-08', '2026-10-25', 'dueSoon'],
  ])('%s', (_name, next, today, expected) => {
    const l = next === 'none' ? null : { nextCheck: next };
    expect(licenceStatus(l, today, 14)).toBe(expected);
  });

  it('counts due soon and overdue for the badge', () => {
    expect(['valid', 'dueSoon', 'overdue', 'none'].map((s) => isCheckDue(s as never))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it.each<[string, string | null, string, string | null]>([
    ['valid: none', '2027-04-01', '2027-03-01', null],
    ['due soon', '2027-03-10', '2027-03-01', 'licence|u1|2027-03-10|DUE_SOON'],
    ['first day of lead time', '2027-03-15', '2027-03-01', 'licence|u1|2027-03-15|DUE_SOON'],
    ['overdue', '2027-03-01', '2027-03-01', 'licence|u1|2027-03-01|OVERDUE'],
    ['never checked: nothing to remind of', null, '2027-03-01', null],
  ])('%s', (_name, next, today, key) => {
    expect(dueLicenceReminder('u1', { nextCheck: next }, today, 14)?.key ?? null).toBe(key);
  });
});

describe('next check, ban, classes, settings', () => {
  it.each([
    ['2026-09-29', 6, '2027-03-29'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2026-10-25', 1, '2026-11-25'],
    ['2026-03-29', 12, '2027-03-29'],
  ])('%s + %i months = %s', (last, months, next) => {
    expect(nextCheckAfter(last, months)).toBe(next);
    expect(addMonths(last, months)).toBe(next);
  });

  it.each([
    [null, null, '2027-03-01', false],
    ['2027-03-01', '2027-03-01', '2027-03-01', true],
    ['2027-03-02', null, '2027-03-01', false],
    ['2027-01-01', null, '2027-03-01', true],
    ['2027-01-01', '2027-02-28', '2027-03-01', false],
  ])('ban %s–%s active on %s: %s', (banFrom, banTo, today, active) => {
    expect(isBanActive({ banFrom, banTo }, today)).toBe(active);
  });

  it('lists held classes in the spec order', () => {
    expect(heldClasses({ CE: true, B: true, A: false, AM: true })).toEqual(['AM', 'B', 'CE']);
  });

  it('reads the three settings with their defaults', () => {
    expect(licenceRulesFromSettings(defaultSettings())).toEqual({
      maxIntervalMonths: 6,
      reminderLeadDays: 14,
      departmentCheck: false,
    });
  });
});

describe('licenceAccess (issue 12 point 5, ADR 0011)', () => {
  const base: Parameters<typeof licenceAccess>[0] = {
    actorId: 'a',
    userId: 'b',
    isExaminer: true,
    departmentCheck: false,
    examinerDepartmentId: 'd1',
    userDepartmentId: 'd2',
  };
  it.each<[string, Partial<typeof base>, string]>([
    ['examiner, no department check', {}, 'write'],
    ['examiner, other department with the check on', { departmentCheck: true }, 'none'],
    [
      'examiner, same department with the check on',
      { departmentCheck: true, userDepartmentId: 'd1' },
      'write',
    ],
    [
      'examiner without department, user without department',
      { departmentCheck: true, examinerDepartmentId: null, userDepartmentId: null },
      'write',
    ],
    ['not an examiner', { isExaminer: false }, 'none'],
    ['own licence: read only', { userId: 'a', isExaminer: false }, 'read'],
    ['own licence as examiner: read only (four eyes)', { userId: 'a' }, 'read'],
  ])('%s', (_name, over, expected) => {
    expect(licenceAccess({ ...base, ...over })).toBe(expected);
  });
});

describe('validateLicenceDates', () => {
  const d: LicenceDates = { issueDate: '2020-05-04', banFrom: null, banTo: null, lastCheck: '2027-02-01' };
  it.each<[string, Partial<LicenceDates>, string | null]>([
    ['fine', {}, null],
    ['ban to without from', { banTo: '2027-03-01' }, 'LICENCE_BAN_RANGE_INVALID'],
    ['ban to before from', { banFrom: '2027-03-02', banTo: '2027-03-01' }, 'LICENCE_BAN_RANGE_INVALID'],
    ['one-day ban', { banFrom: '2027-03-01', banTo: '2027-03-01' }, null],
    ['issued tomorrow', { issueDate: '2027-03-02' }, 'LICENCE_DATE_IN_FUTURE'],
    ['checked tomorrow', { lastCheck: '2027-03-02' }, 'LICENCE_DATE_IN_FUTURE'],
    ['checked before issue', { lastCheck: '2020-05-03' }, 'LICENCE_CHECK_BEFORE_ISSUE'],
  ])('%s', (_name, over, code) => {
    const r = validateLicenceDates({ ...d, ...over }, '2027-03-01');
    expect(r.ok ? null : r.code).toBe(code);
  });
});
