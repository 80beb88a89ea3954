import type { AdminVehicle } from '../api/vehicles';

export type StatusFilter = 'active' | 'inactive' | 'all';

export interface VehicleListFilter {
  search: string;
  locationId: string | null;
  status: StatusFilter;
}

/** "VW Golf (B-BB 123)": how the admin pages name a vehicle. */
export const vehicleLabel = (v: Pick<AdminVehicle, 'make' | 'model' | 'licencePlate'>) =>
  `${v.make} ${v.model} (${v.licencePlate})`;

/** The admin list's filter: status, location, and a search over make, model, plate and category. */
export function filterVehicles(vehicles: readonly AdminVehicle[], f: VehicleListFilter): AdminVehicle[] {
  const words = f.search.trim().toLocaleLowerCase('de').split(/\s+/).filter(Boolean);
  return vehicles
    .filter((v) => f.status === 'all' || v.active === (f.status === 'active'))
    .filter((v) => !f.locationId || v.locationId === f.locationId)
    .filter((v) => {
      const text = [v.make, v.model, v.licencePlate, v.category].join(' ').toLocaleLowerCase('de');
      return words.every((w) => text.includes(w));
    })
    .sort(
      (a, b) => Number(b.active) - Number(a.active) || vehicleLabel(a).localeCompare(vehicleLabel(b), 'de'),
    );
}
