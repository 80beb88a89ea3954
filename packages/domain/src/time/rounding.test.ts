import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isAlignedToStep,
  type RoundingMode,
  roundInstant,
  roundMinutesOfDay,
  validateStepMinutes,
} from './rounding';
import { formatInstant, toInstant } from './zoned-time';

const utc = (iso: string) => Date.parse(iso);
const STEPS = [1, 5, 10, 15, 20, 30, 60];

describe('validateStepMinutes', () => {
  it.each(STEPS)('accepts %i', (step) => {
    expect(validateStepMinutes(step)).toEqual({ ok: true, value: step });
  });

  it.each([0, -15, 7, 25, 14.5, 90, 120, 1440, 2880, Number.NaN])('refuses %d', (step) => {
    expect(validateStepMinutes(step)).toEqual({
      ok: false,
      code: 'INVALID_ROUNDING_STEP',
      details: { value: step },
    });
    expect(() => roundMinutesOfDay(600, step)).toThrowError(
      expect.objectContaining({ code: 'INVALID_ROUNDING_STEP' }),
    );
  });
});

describe('roundMinutesOfDay', () => {
  it.each<[number, number, RoundingMode, number]>([
    [487, 15, 'nearest', 480], // 08:07 -> 08:00
    [487.5, 15, 'nearest', 495], // half rounds up
    [488, 15, 'nearest', 495], // 08:08 -> 08:15
    [487, 15, 'floor', 480],
    [481, 15, 'ceil', 495],
    [480, 15, 'ceil', 480],
    [1433, 15, 'nearest', 1440], // 23:53 -> end of day
    [605, 30, 'nearest', 600],
    [605, 60, 'ceil', 660],
  ])('%d min, step %i, %s -> %d', (minutes, step, mode, expected) => {
    expect(roundMinutesOfDay(minutes, step, mode)).toBe(expected);
  });

  it('uses step 15 and nearest by default', () => {
    expect(roundMinutesOfDay(8 * 60 + 8)).toBe(8 * 60 + 15);
  });
});

describe('roundInstant in Europe/Berlin', () => {
  it.each<[string, RoundingMode, number, string]>([
    ['2026-10-25T00:52:00Z', 'ceil', 15, '2026-10-25T02:00:00+01:00'], // 02:52 CEST + 8 min = 03:00 CEST, read as 02:00 CET
    ['2026-10-25T01:52:00Z', 'ceil', 15, '2026-10-25T03:00:00+01:00'], // 02:52 CET, second pass
    ['2026-10-25T01:07:00Z', 'nearest', 15, '2026-10-25T02:00:00+01:00'],
    ['2026-03-29T00:58:00Z', 'ceil', 15, '2026-03-29T03:00:00+02:00'], // 01:58 CET -> gap skipped
    ['2026-03-29T01:20:00Z', 'floor', 30, '2026-03-29T03:00:00+02:00'],
    ['2026-07-01T10:05:00Z', 'nearest', 60, '2026-07-01T12:00:00+02:00'],
  ])('%s %s step %i -> %s', (iso, mode, step, expected) => {
    expect(formatInstant(roundInstant(utc(iso), { mode, step }))).toBe(expected);
  });

  it('aligns to local midnight in a zone with a half-hour offset', () => {
    const instant = toInstant('2026-07-01', '10:10', 'Asia/Kolkata');
    expect(roundInstant(instant, { step: 60, mode: 'floor', zone: 'Asia/Kolkata' })).toBe(
      toInstant('2026-07-01', '10:00', 'Asia/Kolkata'),
    );
  });

  it.each([
    ['2026-10-25', '08:00', true],
    ['2026-10-25', '08:10', false],
    ['2026-03-29', '03:15', true],
  ])('isAlignedToStep(%s %s) = %s', (date, time, aligned) => {
    expect(isAlignedToStep(toInstant(date, time))).toBe(aligned);
  });
});

describe('rounding properties', () => {
  const arbInstant = fc.integer({ min: utc('2026-01-01T00:00:00Z'), max: utc('2027-01-01T00:00:00Z') });
  const arbStep = fc.constantFrom(...STEPS);

  it('is idempotent, aligned and bracketed by floor and ceil', () => {
    fc.assert(
      fc.property(arbInstant, arbStep, (instant, step) => {
        const floor = roundInstant(instant, { step, mode: 'floor' });
        const ceil = roundInstant(instant, { step, mode: 'ceil' });
        const nearest = roundInstant(instant, { step });
        expect(roundInstant(nearest, { step })).toBe(nearest);
        expect(roundInstant(floor, { step, mode: 'ceil' })).toBe(floor);
        expect(isAlignedToStep(nearest, step)).toBe(true);
        expect(floor).toBeLessThanOrEqual(instant);
        expect(ceil).toBeGreaterThanOrEqual(instant);
        expect(ceil - floor).toBeLessThanOrEqual(step * 60_000);
        expect([floor, ceil]).toContain(nearest);
        expect(Math.abs(nearest - instant)).toBeLessThanOrEqual((step * 60_000) / 2);
      }),
    );
  });
});
