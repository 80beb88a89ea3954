import { createHash } from 'node:crypto';
import type { TenantLogo as TenantLogoView } from '@buchbar/contracts/files';
import type { z } from 'zod';
import type { Db } from '../../platform/database/database';
import { AppError, throwNotFound } from '../../platform/http/app-error';
import type { StorageAdapter } from '../../platform/storage/storage-adapter';
import { STORAGE_ERROR_HTTP_STATUS } from '../../platform/storage/storage-errors';
import { checkUpload, type UploadType } from '../../platform/storage/upload-check';
import { findTenantKey } from '../tenancy/tenancy.module';

/**
 * The tenant's own logo, shown above the text of every mail (ADR 0013, amendment 2026-11-24).
 * It is a file of the tenant's `logos` bucket under a fixed name, `mail-logo.png` or
 * `mail-logo.jpg` (never both), so it needs no column: uploading replaces it, removing deletes
 * it. PNG and JPEG only, decided by the content (ADR 0003), and small: every mail carries it.
 */
export const MAIL_LOGO_MAX_BYTES = 512 * 1024;
const TYPES: readonly UploadType[] = ['png', 'jpg'];
const NAMES: Readonly<Record<'png' | 'jpg', string>> = { png: 'mail-logo.png', jpg: 'mail-logo.jpg' };
/** Whether a file name of the logos bucket is the mail logo's (other uploads must not take it). */
export const isMailLogoName = (fileName: string) => /^mail-logo\.(png|jpe?g|svg|pdf)$/i.test(fileName);
/** How long a sender keeps a tenant's logo before it looks again (other instances' uploads). */
const CACHE_MS = 30_000;

export type TenantLogo = { fileName: string; contentType: string; bytes: Uint8Array };

export class TenantLogoService {
  private readonly cache = new Map<string, { at: number; logo: Promise<TenantLogo | undefined> }>();

  constructor(
    private readonly db: Db,
    private readonly storage: StorageAdapter,
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The logo as the admin screen shows it (a public URL that changes with the content), or null. */
  async view(tenantId: string): Promise<z.infer<typeof TenantLogoView>> {
    const key = await this.key(tenantId);
    const logo = await this.read(key);
    if (!logo) return { logo: null };
    const version = createHash('sha256').update(logo.bytes).digest('hex').slice(0, 16);
    return {
      logo: {
        url: `/api/v1/files/logos/${encodeURIComponent(key)}/${logo.fileName}?v=${version}`,
        contentType: logo.contentType === 'image/png' ? 'image/png' : 'image/jpeg',
        size: logo.bytes.length,
      },
    };
  }

  /** Checks the upload by content and size, then makes it the logo (the other type's file goes). */
  async upload(tenantId: string, bytes: Buffer) {
    const key = await this.key(tenantId);
    const checked = checkUpload({
      bytes,
      fileName: 'mail-logo',
      allowed: TYPES,
      maxBytes: Math.min(this.maxBytes, MAIL_LOGO_MAX_BYTES),
    });
    if (!checked.ok)
      throw new AppError(STORAGE_ERROR_HTTP_STATUS[checked.code] as AppError['status'], checked.code, {
        ...checked.details,
        allowed: 'PNG, JPEG',
      });
    const type = checked.type as 'png' | 'jpg';
    await this.storage.put('logos', key, NAMES[type], checked.bytes, checked.contentType);
    await this.storage.remove('logos', key, NAMES[type === 'png' ? 'jpg' : 'png']);
    this.cache.delete(tenantId);
    return this.view(tenantId);
  }

  async remove(tenantId: string): Promise<z.infer<typeof TenantLogoView>> {
    const key = await this.key(tenantId);
    for (const name of Object.values(NAMES)) await this.storage.remove('logos', key, name);
    this.cache.delete(tenantId);
    return { logo: null };
  }

  /** The logo a mail of the tenant carries (kept for CACHE_MS), or undefined without one. */
  forMail(tenantId: string): Promise<TenantLogo | undefined> {
    const hit = this.cache.get(tenantId);
    if (hit && this.now() - hit.at < CACHE_MS) return hit.logo;
    const logo = findTenantKey(this.db, tenantId).then((key) => (key ? this.read(key) : undefined));
    this.cache.set(tenantId, { at: this.now(), logo });
    logo.catch(() => this.cache.delete(tenantId));
    return logo;
  }

  private async read(key: string): Promise<TenantLogo | undefined> {
    for (const fileName of Object.values(NAMES)) {
      const file = await this.storage.get('logos', key, fileName);
      if (file) return { fileName, contentType: file.contentType, bytes: file.bytes };
    }
    return undefined;
  }

  private async key(tenantId: string): Promise<string> {
    return (await findTenantKey(this.db, tenantId)) ?? throwNotFound();
  }
}
