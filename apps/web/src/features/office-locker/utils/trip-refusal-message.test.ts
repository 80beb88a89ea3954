import { describe, expect, it } from 'vitest';
import { tripRefusalMessage } from './trip-refusal-message';

describe('tripRefusalMessage', () => {
  it.each([
    ['TRIP_MILEAGE_BELOW_LAST', { lastMileage: 1000 }, 'de', /1000 km/],
    ['TRIP_MILEAGE_BELOW_LAST', { lastMileage: 1000 }, 'en', /last reading of 1000 km/],
    ['MANDATORY_FIELDS_MISSING', {}, 'de', /^Pflichtfeld$/],
  ] as const)('%s in %s', (code, details, lang, expected) => {
    expect(tripRefusalMessage(code, details, lang, 'Pflichtfeld')).toMatch(expected);
  });
});
