import { seesInactiveFloorPlans } from '@buchbar/domain/floor-plan-visibility';
import type { PermissionName } from '@buchbar/domain/permissions';
import { isReservedTenantKey } from '@buchbar/domain/tenant-keys';
import type { Db } from '../../platform/database/database';
import { AppError, forbidden, notFound, throwNotFound } from '../../platform/http/app-error';
import { seedDefaultAssets } from '../../platform/storage/default-assets';
import {
  isStorageBucket,
  type StorageAdapter,
  type StorageBucket,
  toStorageFileName,
} from '../../platform/storage/storage-adapter';
import { STORAGE_ERROR_HTTP_STATUS, StorageError } from '../../platform/storage/storage-errors';
import { checkUpload, type UploadType, withExtension } from '../../platform/storage/upload-check';
import type { Principal } from '../access/access.module';
import { isFloorPlanImage, isPublicPlanImage } from '../spaces/spaces.module';
import { findTenantKey, listTenantKeys } from '../tenancy/tenancy.module';
import { isMailLogoName, TenantLogoService } from './tenant-logo.service';
import './files.messages';

/** Installation-wide defaults (privacy notice, logo) readable before sign-in. */
export const DEFAULT_TENANT_KEY = 'default';
const PUBLIC_BUCKETS: ReadonlySet<StorageBucket> = new Set(['privacy', 'logos']);
/** Who may upload into a bucket of their tenant (spec 5/6 permissions). */
const UPLOAD_PERMISSION: Record<StorageBucket, PermissionName> = {
  'floor-plans': 'objekt_pflege',
  vehicles: 'fahrzeug_pflege',
  logos: 'customizing_mandant_pflege',
  privacy: 'customizing_mandant_pflege',
};
const UPLOAD_TYPES: Record<StorageBucket, UploadType[]> = {
  'floor-plans': ['svg', 'png', 'jpg'],
  vehicles: ['png', 'jpg'],
  logos: ['svg', 'png', 'jpg'],
  privacy: ['pdf'],
};

/**
 * Who asks for a file: nobody (public buckets only), a signed-in user of a tenant, or a kiosk
 * device, which has no user session and may read only the image of its own floor plan.
 */
export type FileViewer =
  | {
      kind: 'user';
      tenantId: string | null;
      /** The signed-in user (a read guard may ask whose file it is). */
      userId?: string;
      permissions: readonly PermissionName[];
      platformAdmin: boolean;
    }
  | { kind: 'kiosk'; tenantId: string; floorPlanId: string };

/**
 * A module's say over reading files of a bucket it owns (trip photos and receipts, ADR 0009
 * point 8): true or false decides, undefined leaves the file to the bucket's rule. Registered by
 * the owning module (the files module imports no module that imports it).
 */
export type FileReadGuard = (
  viewer: { tenantId: string; userId: string | null; permissions: readonly string[] },
  fileName: string,
) => Promise<boolean | undefined>;

export class FilesService {
  private readonly readGuards = new Map<StorageBucket, FileReadGuard[]>();
  private logos: TenantLogoService | undefined;

  constructor(
    private readonly db: Db,
    private readonly storage: StorageAdapter,
    private readonly maxBytes: number,
  ) {}

  /** The store other modules write checked files of their own through (see TenantFileStore). */
  tenantStore(): TenantFileStore {
    return new TenantFileStore(this.db, this.storage, this.maxBytes);
  }

  /** The tenants' mail logos (files of the logos bucket under a fixed name). */
  tenantLogos(): TenantLogoService {
    this.logos ??= new TenantLogoService(this.db, this.storage, this.maxBytes);
    return this.logos;
  }

  /** Adds a read guard for a bucket (see FileReadGuard). */
  guardReads(bucket: StorageBucket, guard: FileReadGuard): void {
    this.readGuards.set(bucket, [...(this.readGuards.get(bucket) ?? []), guard]);
  }

  /** Fills every tenant's empty buckets (and the installation defaults) with the default assets. */
  async seedDefaults(): Promise<void> {
    for (const key of [DEFAULT_TENANT_KEY, ...(await listTenantKeys(this.db))])
      await seedDefaultAssets(this.storage, key);
  }

  /** Fills a new tenant's empty buckets. */
  async seedTenant(tenantKey: string): Promise<void> {
    await seedDefaultAssets(this.storage, tenantKey);
  }

  /**
   * Public buckets for anyone; the others only for viewers of the owning tenant (else 404). A
   * floor-plan image of an inactive plan (or of no plan) only for those who keep plans; a kiosk
   * device only its own plan's image; the image of an active public plan for anyone (ADR 0016).
   */
  async read(viewer: FileViewer | undefined, bucket: string, tenantKey: string, fileName: string) {
    if (!isStorageBucket(bucket)) throw notFound();
    if (!PUBLIC_BUCKETS.has(bucket)) {
      const own = viewer?.tenantId ? await findTenantKey(this.db, viewer.tenantId) : undefined;
      const asViewer =
        viewer?.tenantId && own === tenantKey && (await this.mayRead(viewer, bucket, fileName));
      // The image of a plan its tenant shows on /public is for everyone (ADR 0016).
      const published =
        !asViewer && bucket === 'floor-plans' && (await isPublicPlanImage(this.db, tenantKey, fileName));
      if (!asViewer && !published) throw notFound();
    }
    const file = await this.storage.get(bucket, tenantKey, fileName).catch(rethrow);
    if (!file) throw notFound();
    return file;
  }

  private async mayRead(viewer: FileViewer, bucket: StorageBucket, fileName: string): Promise<boolean> {
    if (!viewer.tenantId) return false;
    if (viewer.kind === 'kiosk')
      return (
        bucket === 'floor-plans' &&
        isFloorPlanImage(this.db, viewer.tenantId, fileName, {
          floorPlanId: viewer.floorPlanId,
          activeOnly: true,
        })
      );
    for (const guard of this.readGuards.get(bucket) ?? []) {
      const verdict = await guard(
        { tenantId: viewer.tenantId, userId: viewer.userId ?? null, permissions: viewer.permissions },
        fileName,
      );
      if (verdict !== undefined) return verdict;
    }
    if (bucket !== 'floor-plans' || seesInactiveFloorPlans(viewer)) return true;
    return isFloorPlanImage(this.db, viewer.tenantId, fileName, { activeOnly: true });
  }

  /** Uploads into the caller's tenant; type decided by content, SVG sanitised. */
  async upload(actor: Principal, bucket: string, original: string, bytes: Buffer) {
    if (!isStorageBucket(bucket)) throw notFound();
    if (!actor.platformAdmin && !actor.permissions.includes(UPLOAD_PERMISSION[bucket])) {
      throw forbidden({ permission: UPLOAD_PERMISSION[bucket] });
    }
    const tenantKey = (await findTenantKey(this.db, actor.tenantId)) ?? throwNotFound();
    // Installation-wide defaults are files of the installation, not of any tenant (issue 8.4).
    if (isReservedTenantKey(tenantKey)) throw new AppError(403, 'INSTALLATION_FILES_READ_ONLY');
    const checked = checkUpload({
      bytes,
      fileName: original,
      allowed: UPLOAD_TYPES[bucket],
      maxBytes: this.maxBytes,
    });
    if (!checked.ok) throw rethrow(new StorageError(checked.code, checked.details));
    // Whatever the browser sent (paths, "..", quotes, CR/LF, NUL, emoji, 5,000 characters): a safe
    // base name first, then the extension of the content, then the length cap that keeps it.
    const fileName = toStorageFileName(withExtension(toStorageFileName(original), checked.type));
    // The mail logo has its own route with its own checks (size, types); not by this back door.
    if (bucket === 'logos' && isMailLogoName(fileName))
      throw new AppError(409, 'MAIL_LOGO_NAME_RESERVED', { fileName });
    await this.storage.put(bucket, tenantKey, fileName, checked.bytes, checked.contentType).catch(rethrow);
    return { bucket, tenantKey, fileName, contentType: checked.contentType, size: checked.bytes.length };
  }
}

/**
 * Storing for another module that checked the caller itself (trip photos and receipts, ADR 0009
 * gap 3): the tenant's own folder of a bucket, type decided by content, the name given by the
 * module. Used through the trips module's TripFileStore port.
 */
export class TenantFileStore {
  constructor(
    private readonly db: Db,
    private readonly storage: StorageAdapter,
    private readonly maxBytes: number,
  ) {}

  private async key(tenantId: string): Promise<string> {
    return (await findTenantKey(this.db, tenantId)) ?? throwNotFound();
  }

  async store(
    tenantId: string,
    bucket: StorageBucket,
    baseName: string,
    bytes: Buffer,
    allowed: readonly UploadType[],
  ) {
    const tenantKey = await this.key(tenantId);
    const checked = checkUpload({ bytes, fileName: baseName, allowed, maxBytes: this.maxBytes });
    if (!checked.ok) throw rethrow(new StorageError(checked.code, checked.details));
    const fileName = toStorageFileName(withExtension(baseName, checked.type));
    await this.storage.put(bucket, tenantKey, fileName, checked.bytes, checked.contentType).catch(rethrow);
    return { tenantKey, fileName, contentType: checked.contentType, size: checked.bytes.length };
  }

  async exists(tenantId: string, bucket: StorageBucket, fileName: string): Promise<boolean> {
    const tenantKey = await this.key(tenantId);
    return this.storage.exists(bucket, tenantKey, fileName).catch(() => false);
  }

  async tenantKey(tenantId: string): Promise<string> {
    return this.key(tenantId);
  }
}

function rethrow(err: unknown): never {
  if (err instanceof StorageError) {
    const status = STORAGE_ERROR_HTTP_STATUS[err.code] as AppError['status'];
    throw new AppError(status, err.code, { ...err.details });
  }
  throw err;
}
