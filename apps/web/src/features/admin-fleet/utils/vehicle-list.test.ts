import { describe, expect, it } from 'vitest';
import type { AdminVehicle } from '../api/vehicles';
import { filterVehicles } from './vehicle-list';

const v = (make: string, plate: string, active: boolean, locationId = 'a'): AdminVehicle =>
  ({ make, model: 'M', licencePlate: plate, category: 'Kombi', active, locationId }) as AdminVehicle;
const fleet = [v('VW', 'B-1', true), v('Opel', 'B-2', false), v('Audi', 'H-3', true, 'b')];
const names = (list: AdminVehicle[]) => list.map((x) => x.make);

describe('filterVehicles', () => {
  const cases = [
    {
      name: 'active only, sorted',
      f: { search: '', locationId: null, status: 'active' },
      want: ['Audi', 'VW'],
    },
    { name: 'deactivated only', f: { search: '', locationId: null, status: 'inactive' }, want: ['Opel'] },
    {
      name: 'all, active first',
      f: { search: '', locationId: null, status: 'all' },
      want: ['Audi', 'VW', 'Opel'],
    },
    { name: 'by location', f: { search: '', locationId: 'b', status: 'all' }, want: ['Audi'] },
    {
      name: 'search words in any field',
      f: { search: 'kombi b-2', locationId: null, status: 'all' },
      want: ['Opel'],
    },
  ] as const;
  it.each(cases)('$name', ({ f, want }) => {
    expect(names(filterVehicles(fleet, f))).toEqual(want);
  });
});
