import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeWithZone,
  formatLocalDate,
  formatTime,
  toDisplayLanguage,
} from './format-date';

// Instants in UTC, expectations in Europe/Berlin. The DST days of 2026:
// 2026-03-29 02:00 CET -> 03:00 CEST (23 h day), 2026-10-25 03:00 CEST -> 02:00 CET (25 h day).
const cases: Array<{ iso: string; lang: string; dateTime: string; date: string; time: string }> = [
  {
    iso: '2026-01-15T08:05:00Z',
    lang: 'de',
    dateTime: '15.01.2026, 09:05',
    date: '15.01.2026',
    time: '09:05',
  },
  {
    iso: '2026-01-15T08:05:00Z',
    lang: 'en',
    dateTime: '15 Jan 2026, 09:05',
    date: '15 Jan 2026',
    time: '09:05',
  },
  {
    iso: '2026-07-01T22:30:00Z',
    lang: 'de',
    dateTime: '02.07.2026, 00:30',
    date: '02.07.2026',
    time: '00:30',
  },
  {
    iso: '2026-12-31T23:00:00Z',
    lang: 'en',
    dateTime: '1 Jan 2027, 00:00',
    date: '1 Jan 2027',
    time: '00:00',
  },
  // Spring forward: 00:59:59Z is the last CET second, 01:00Z is already 03:00 CEST.
  {
    iso: '2026-03-29T00:30:00Z',
    lang: 'de',
    dateTime: '29.03.2026, 01:30',
    date: '29.03.2026',
    time: '01:30',
  },
  {
    iso: '2026-03-29T01:00:00Z',
    lang: 'de',
    dateTime: '29.03.2026, 03:00',
    date: '29.03.2026',
    time: '03:00',
  },
  {
    iso: '2026-03-29T01:30:00Z',
    lang: 'en',
    dateTime: '29 Mar 2026, 03:30',
    date: '29 Mar 2026',
    time: '03:30',
  },
  // Fall back: 02:30 happens twice, first in CEST (UTC+2), then in CET (UTC+1).
  {
    iso: '2026-10-25T00:30:00Z',
    lang: 'de',
    dateTime: '25.10.2026, 02:30',
    date: '25.10.2026',
    time: '02:30',
  },
  {
    iso: '2026-10-25T01:30:00Z',
    lang: 'de',
    dateTime: '25.10.2026, 02:30',
    date: '25.10.2026',
    time: '02:30',
  },
  {
    iso: '2026-10-25T02:30:00Z',
    lang: 'en',
    dateTime: '25 Oct 2026, 03:30',
    date: '25 Oct 2026',
    time: '03:30',
  },
  // Offsets other than Z are honoured.
  {
    iso: '2026-10-25T02:30:00+02:00',
    lang: 'de',
    dateTime: '25.10.2026, 02:30',
    date: '25.10.2026',
    time: '02:30',
  },
];

describe('format-date (Europe/Berlin)', () => {
  it.each(cases)('$iso in $lang', ({ iso, lang, dateTime, date, time }) => {
    expect(formatDateTime(iso, lang)).toBe(dateTime);
    expect(formatDate(iso, lang)).toBe(date);
    expect(formatTime(iso, lang)).toBe(time);
  });

  it.each([
    { iso: '2026-10-25T00:30:00Z', lang: 'de', expected: '25.10.2026, 02:30 MESZ' },
    { iso: '2026-10-25T01:30:00Z', lang: 'de', expected: '25.10.2026, 02:30 MEZ' },
    { iso: '2026-10-25T00:30:00Z', lang: 'en', expected: '25 Oct 2026, 02:30 CEST' },
    { iso: '2026-10-25T01:30:00Z', lang: 'en', expected: '25 Oct 2026, 02:30 CET' },
  ])('tells the doubled hour apart with the zone: $iso in $lang', ({ iso, lang, expected }) => {
    expect(formatDateTimeWithZone(iso, lang)).toBe(expected);
  });

  it.each([
    { iso: '2026-09-01T08:00:00Z', expected: '1 Sep 2026, 10:00' },
    { iso: '2026-11-24T08:00:00Z', expected: '24 Nov 2026, 09:00' },
  ])('writes English months with three letters like the date inputs: $expected', ({ iso, expected }) => {
    expect(formatDateTime(iso, 'en')).toBe(expected);
  });

  it.each([
    { date: '2026-11-24', lang: 'de', expected: '24.11.2026' },
    { date: '2026-11-24', lang: 'en', expected: '24 Nov 2026' },
    { date: '2026-03-29', lang: 'en', expected: '29 Mar 2026' },
    { date: 'nope', lang: 'en', expected: '' },
  ])('formatLocalDate($date, $lang)', ({ date, lang, expected }) => {
    expect(formatLocalDate(date, lang)).toBe(expected);
  });

  it('accepts Date objects', () => {
    expect(formatDateTime(new Date('2026-03-29T01:00:00Z'), 'en')).toBe('29 Mar 2026, 03:00');
  });

  it('renders an invalid instant as empty text', () => {
    expect(formatDateTime('not a date', 'de')).toBe('');
  });

  it.each([
    { lang: 'de', expected: 'de' },
    { lang: 'en', expected: 'en' },
    { lang: 'en-US', expected: 'en' },
    { lang: 'fr', expected: 'de' },
    { lang: undefined, expected: 'de' },
  ])('maps language $lang to $expected', ({ lang, expected }) => {
    expect(toDisplayLanguage(lang)).toBe(expected);
  });
});
