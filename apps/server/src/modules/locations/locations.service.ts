import type { Db } from '../../platform/database/database';
import { isUniqueViolation, sqlState } from '../../platform/database/pg-errors';
import { AppError, notFound, throwNotFound } from '../../platform/http/app-error';
import type { Principal } from '../access/access.module';
import * as repo from './locations.repository';
import './locations.messages';

/** Sites (Standorte) with their parking spaces, shared by floor plans and vehicles. */
export class LocationsService {
  constructor(private readonly db: Db) {}

  list = (p: Principal) => repo.listLocations(this.db, p.tenantId);

  async save(p: Principal, v: { name: string; parkingSpaces: number }, id?: string) {
    let saved: string | undefined;
    try {
      saved = await repo.saveLocation(this.db, p.tenantId, v, id);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, 'LOCATION_NAME_TAKEN', { name: v.name });
      throw err;
    }
    if (!saved) throw notFound();
    return (await repo.listLocations(this.db, p.tenantId)).find((l) => l.id === saved) ?? throwNotFound();
  }

  async remove(p: Principal, id: string) {
    let removed: boolean;
    try {
      removed = await repo.deleteLocation(this.db, p.tenantId, id);
    } catch (err) {
      // Vehicles keep their location (vehicles.location_id ... on delete restrict).
      if (sqlState(err) === '23503') throw new AppError(409, 'LOCATION_IN_USE');
      throw err;
    }
    if (!removed) throw notFound();
  }
}

/** For other modules, in their transaction: a location of the tenant, else 422 UNKNOWN_LOCATION. */
export async function assertLocationExists(db: Db, tenantId: string, id: string): Promise<void> {
  if (!(await repo.locationExists(db, tenantId, id))) throw new AppError(422, 'UNKNOWN_LOCATION');
}
