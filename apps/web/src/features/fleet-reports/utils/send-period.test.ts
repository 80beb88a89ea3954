import { describe, expect, it } from 'vitest';
import { choiceDays, customError, periodName, sendBody } from './send-period';

// Wednesday 2027-02-17 09:00 in Berlin.
const NOW = Date.parse('2027-02-17T08:00:00Z');

describe('send now: what each choice sends', () => {
  it.each([
    [{ choice: 'current', from: '', to: '' }, 'quarterly', {}, { from: '2027-01-01', to: '2027-02-17' }],
    [
      { choice: 'previous', from: '', to: '' },
      'quarterly',
      { from: '2026-10-01', to: '2026-12-31' },
      { from: '2026-10-01', to: '2026-12-31' },
    ],
    [
      { choice: 'previous', from: '', to: '' },
      'monthly',
      { from: '2027-01-01', to: '2027-01-31' },
      { from: '2027-01-01', to: '2027-01-31' },
    ],
    [
      { choice: 'custom', from: '2026-10-25', to: '2026-11-01' },
      'monthly',
      { from: '2026-10-25', to: '2026-11-01' },
      { from: '2026-10-25', to: '2026-11-01' },
    ],
  ] as const)('%j (%s)', (choice, interval, body, days) => {
    expect(sendBody(choice, interval, NOW)).toEqual(body);
    const shown = choiceDays(choice, interval, NOW);
    expect({ from: shown.from, to: shown.to }).toEqual(days);
  });

  it.each([
    [{ choice: 'custom', from: '', to: '2027-01-01' }, 'missing'],
    [{ choice: 'custom', from: '2027-01-02', to: '2027-01-01' }, 'reversed'],
    [{ choice: 'custom', from: '2027-01-01', to: '2027-01-01' }, null],
    [{ choice: 'current', from: '', to: '' }, null],
  ] as const)('%j → %s', (choice, error) => {
    expect(customError(choice)).toBe(error);
  });

  it('names periods in the reader language', () => {
    expect(periodName({ from: '2026-10-01', to: '2026-12-31' }, 'quarterly', 'de')).toBe('4. Quartal 2026');
    expect(periodName({ from: '2026-10-01', to: '2026-12-31' }, 'quarterly', 'en-GB')).toBe('Q4 2026');
    expect(periodName({ from: '2027-01-01', to: '2027-02-17' }, 'quarterly', 'en')).toBe(
      '1 Jan 2027 – 17 Feb 2027',
    );
  });
});
