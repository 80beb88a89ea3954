import type { HistoryEntry } from '../api/vehicle-history';

export type Reading = {
  key:
    | 'mileage'
    | 'fuelPercent'
    | 'chargePercent'
    | 'cleanlinessInside'
    | 'cleanlinessOutside'
    | 'parkingSpot';
  value: string;
};

const KEYS: Reading['key'][] = [
  'mileage',
  'fuelPercent',
  'chargePercent',
  'cleanlinessInside',
  'cleanlinessOutside',
  'parkingSpot',
];

/** The readings an entry carries, in a fixed order; empty ones are left out (0 % is a reading). */
export function historyReadings(entry: Pick<HistoryEntry, Reading['key']>): Reading[] {
  return KEYS.flatMap((key) => {
    const value = entry[key];
    return value === null || value === '' ? [] : [{ key, value: String(value) }];
  });
}
