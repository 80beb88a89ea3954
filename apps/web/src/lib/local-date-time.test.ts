import { describe, expect, it } from 'vitest';
import { fromPickerDateTime, toPickerDateTime } from './local-date-time';

describe('wall times between the forms and the date-time picker', () => {
  it.each([
    ['2026-11-24T10:00', '2026-11-24 10:00:00'],
    ['2026-03-29T02:30', '2026-03-29 02:30:00'],
    ['', null],
    ['garbage', null],
  ])('toPickerDateTime(%j) = %j', (value, expected) => {
    expect(toPickerDateTime(value)).toBe(expected);
  });

  it.each([
    ['2026-11-24 10:00:00', '2026-11-24T10:00'],
    ['2026-10-25 02:30:00', '2026-10-25T02:30'],
    [null, ''],
    [undefined, ''],
    ['24.11.2026', ''],
  ])('fromPickerDateTime(%j) = %j', (value, expected) => {
    expect(fromPickerDateTime(value)).toBe(expected);
  });
});
