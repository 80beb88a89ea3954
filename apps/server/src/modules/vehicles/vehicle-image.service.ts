import { DEFAULT_VEHICLE_IMAGES } from '@buchbar/contracts/fleet';
import type { Db } from '../../platform/database/database';
import { AppError, notFound } from '../../platform/http/app-error';
import { registerMessages } from '../../platform/http/messages';
import type { Principal } from '../access/access.module';
import type { FilesService } from '../files/files.module';
import { findTenantKey } from '../tenancy/tenancy.module';
import type { VehiclesService } from './vehicles.service';

registerMessages({
  VEHICLE_IMAGE_UNKNOWN: {
    de: 'Das Bild „{fileName}“ gibt es nicht. Bitte laden Sie ein Bild hoch oder wählen Sie ein Standardbild.',
    en: 'There is no picture "{fileName}". Please upload a picture or choose a default picture.',
  },
});

/** Refusals of the files module that are the upload's content: here a 422 at the image field. */
const CONTENT_REFUSALS = new Set(['UPLOAD_TYPE_NOT_ALLOWED', 'UPLOAD_TOO_LARGE', 'UPLOAD_EMPTY']);

/**
 * A vehicle's picture (issue 10 point 1): an upload (png or jpg, decided by the files module from
 * the content, with its size limit) or one of the default pictures every tenant's vehicles bucket
 * starts with. The vehicle stores the file name; the change goes through the vehicle update, so
 * it is compared and written to the history like any other field.
 */
export class VehicleImageService {
  constructor(private readonly d: { db: Db; files: FilesService; vehicles: VehiclesService }) {}

  /** The default pictures with the URL each is served at (the tenant's vehicles bucket). */
  async defaults(p: Principal) {
    const key = await this.tenantKey(p);
    return DEFAULT_VEHICLE_IMAGES.map((fileName) => ({ fileName, url: fileUrl(key, fileName) }));
  }

  /** 404 for a vehicle that is not the tenant's; 422 for a deactivated one (nothing is stored). */
  async assertVehicle(p: Principal, vehicleId: string): Promise<void> {
    const vehicle = await this.d.vehicles.get(p, vehicleId);
    if (!vehicle.active) throw new AppError(422, 'VEHICLE_DEACTIVATED');
  }

  /** Stores the upload in the tenant's bucket and makes it the vehicle's picture. */
  async upload(p: Principal, vehicleId: string, original: string, bytes: Buffer) {
    await this.assertVehicle(p, vehicleId);
    const stored = await this.d.files.upload(p, 'vehicles', original, bytes).catch((err: unknown) => {
      if (err instanceof AppError && CONTENT_REFUSALS.has(err.code))
        throw new AppError(422, err.code, { ...err.details, field: 'imageFile' });
      throw err;
    });
    return this.d.vehicles.update(p, vehicleId, { imageFile: stored.fileName });
  }

  /** The vehicle's picture for whoever may see the vehicle (404 without one). */
  async read(p: Principal, vehicleId: string) {
    const vehicle = await this.d.vehicles.get(p, vehicleId);
    if (!vehicle.imageFile) throw notFound();
    const viewer = {
      kind: 'user' as const,
      tenantId: p.tenantId,
      permissions: p.permissions,
      platformAdmin: p.platformAdmin,
    };
    const file = await this.d.files.read(viewer, 'vehicles', await this.tenantKey(p), vehicle.imageFile);
    return { fileName: vehicle.imageFile, file };
  }

  private async tenantKey(p: Principal): Promise<string> {
    const key = await findTenantKey(this.d.db, p.tenantId);
    if (!key) throw notFound();
    return key;
  }
}

const fileUrl = (tenantKey: string, fileName: string) =>
  `/api/v1/files/vehicles/${encodeURIComponent(tenantKey)}/${encodeURIComponent(fileName)}`;

/** Whether a file exists in the tenant's vehicles bucket (for VehiclesService's picture check). */
export function vehicleImageExists(db: Db, files: FilesService) {
  return async (p: Principal, fileName: string): Promise<boolean> => {
    const key = await findTenantKey(db, p.tenantId);
    if (!key) return false;
    const viewer = {
      kind: 'user' as const,
      tenantId: p.tenantId,
      permissions: p.permissions,
      platformAdmin: p.platformAdmin,
    };
    return files.read(viewer, 'vehicles', key, fileName).then(
      () => true,
      (err: unknown) => {
        if (err instanceof AppError && err.status === 404) return false;
        throw err;
      },
    );
  };
}
