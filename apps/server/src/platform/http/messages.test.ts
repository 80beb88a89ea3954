import { describe, expect, it } from 'vitest';
import { localDateText, translate } from './messages';

describe("dates in messages are in the reader's format, never ISO (issue 14)", () => {
  it.each([
    ['2026-11-24', 'de', '24.11.2026'],
    ['2026-11-24', 'en', '24 Nov 2026'],
    ['2026-03-29', 'de', '29.03.2026'],
    ['2026-10-25', 'en', '25 Oct 2026'],
    ['2027-03-28', 'en', '28 Mar 2027'],
    ['2027-10-31', 'de', '31.10.2027'],
    ['2027-01-01', 'en', '1 Jan 2027'],
    // Not a calendar date: as it is.
    ['2026-11-24T10:00:00Z', 'de', '2026-11-24T10:00:00Z'],
    ['24.11.2026', 'en', '24.11.2026'],
  ] as const)('%s (%s) -> %s', (date, lang, expected) => {
    expect(localDateText(date, lang)).toBe(expected);
  });

  it('formats date placeholders and leaves other values alone', () => {
    expect(translate('DATE_OUT_OF_RANGE', 'de', { min: '1900-01-01', max: '2199-12-31' })).toBe(
      'Das Datum muss zwischen 01.01.1900 und 31.12.2199 liegen.',
    );
    expect(translate('DATE_OUT_OF_RANGE', 'en', { min: '1900-01-01', max: 'later' })).toBe(
      'The date must lie between 1 Jan 1900 and later.',
    );
  });
});

describe('upload limits in messages: a readable size, never a raw {maxBytes} (issue 22 point 5)', () => {
  it.each([
    [10 * 1024 * 1024, 'de', 'Die Datei ist zu groß (höchstens 10 MB).'],
    [10 * 1024 * 1024, 'en', 'The file is too large (at most 10 MB).'],
    [1.5 * 1024 * 1024, 'de', 'Die Datei ist zu groß (höchstens 1,5 MB).'],
    [1.5 * 1024 * 1024, 'en', 'The file is too large (at most 1.5 MB).'],
    [500 * 1024, 'de', 'Die Datei ist zu groß (höchstens 500 KB).'],
    [12, 'en', 'The file is too large (at most 12 bytes).'],
  ] as const)('%d bytes in %s', (maxBytes, lang, text) => {
    expect(translate('UPLOAD_TOO_LARGE', lang, { maxBytes })).toBe(text);
  });
});
