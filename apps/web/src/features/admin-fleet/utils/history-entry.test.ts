import { describe, expect, it } from 'vitest';
import { historyReadings } from './history-entry';

const none = {
  mileage: null,
  fuelPercent: null,
  chargePercent: null,
  cleanlinessInside: null,
  cleanlinessOutside: null,
  parkingSpot: null,
};

describe('historyReadings', () => {
  it('leaves out empty readings and keeps 0 %', () => {
    expect(historyReadings({ ...none, mileage: 12_345, fuelPercent: 0, parkingSpot: '' })).toEqual([
      { key: 'mileage', value: '12345' },
      { key: 'fuelPercent', value: '0' },
    ]);
  });
  it('gives every reading of a check-out in a fixed order', () => {
    expect(
      historyReadings({
        parkingSpot: 'P2',
        cleanlinessOutside: 'verschmutzt',
        cleanlinessInside: 'sauber',
        chargePercent: 40,
        fuelPercent: 55,
        mileage: 1,
      }).map((r) => r.key),
    ).toEqual([
      'mileage',
      'fuelPercent',
      'chargePercent',
      'cleanlinessInside',
      'cleanlinessOutside',
      'parkingSpot',
    ]);
  });
  it('is empty for an entry without readings', () => {
    expect(historyReadings(none)).toEqual([]);
  });
});
