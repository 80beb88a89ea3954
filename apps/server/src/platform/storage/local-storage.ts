import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageBucket, StorageKey, StoragePage, StoredFile, StoredFileInfo } from './storage-adapter';
import { byCodeUnit, CheckedStorage } from './storage-adapter';
import { StorageError } from './storage-errors';

// Dot-names can never be user keys (see SAFE_KEY), so these never collide with or show up as files.
const META_DIR = '.meta';
const TEMP_PREFIX = '.tmp-';

const CONTENT_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
};

export function contentTypeForFileName(fileName: string): string {
  return CONTENT_TYPE_BY_EXTENSION[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

export interface LocalStorageOptions {
  /** Directory that holds the buckets, e.g. `${DATA_DIR}/files`; created on first write. */
  root: string;
}

/** Files on a local (or shared network) directory: `<root>/<bucket>/<tenantKey>/<fileName>`. */
export class LocalStorageAdapter extends CheckedStorage {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(options: LocalStorageOptions) {
    super();
    this.root = path.resolve(options.root);
  }

  protected async write(
    { bucket, tenantKey, fileName }: StorageKey,
    bytes: Uint8Array,
    contentType: string,
  ): Promise<void> {
    const dir = this.tenantDir(bucket, tenantKey);
    await mkdir(path.join(dir, META_DIR), { recursive: true });
    // Content type first: a crash in between leaves the old bytes with a possibly newer type,
    // which only matters when a name changes type, and the extension fallback covers a lost sidecar.
    await writeAtomically(path.join(dir, META_DIR, `${fileName}.json`), JSON.stringify({ contentType }));
    await writeAtomically(path.join(dir, fileName), bytes);
  }

  protected async read({ bucket, tenantKey, fileName }: StorageKey): Promise<StoredFile | undefined> {
    const dir = this.tenantDir(bucket, tenantKey);
    const bytes = await readFile(path.join(dir, fileName)).catch(ignoreMissing);
    if (bytes === undefined) return undefined;
    const meta = await readFile(path.join(dir, META_DIR, `${fileName}.json`), 'utf8').catch(ignoreMissing);
    return { bytes, contentType: parseContentType(meta) ?? contentTypeForFileName(fileName) };
  }

  protected async has({ bucket, tenantKey, fileName }: StorageKey): Promise<boolean> {
    const info = await stat(path.join(this.tenantDir(bucket, tenantKey), fileName)).catch(ignoreMissing);
    return info?.isFile() ?? false;
  }

  protected async delete({ bucket, tenantKey, fileName }: StorageKey): Promise<boolean> {
    const dir = this.tenantDir(bucket, tenantKey);
    const existed = (await stat(path.join(dir, fileName)).catch(ignoreMissing)) !== undefined;
    await rm(path.join(dir, fileName), { force: true });
    await rm(path.join(dir, META_DIR, `${fileName}.json`), { force: true });
    return existed;
  }

  protected async listFiles({ bucket, tenantKey, limit, offset }: StoragePage): Promise<StoredFileInfo[]> {
    const dir = this.tenantDir(bucket, tenantKey);
    const entries = (await readdir(dir, { withFileTypes: true }).catch(ignoreMissing)) ?? [];
    const names = entries
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .sort(byCodeUnit)
      .slice(offset, offset + limit);
    const infos = await Promise.all(
      names.map(async (name) => {
        const info = await stat(path.join(dir, name)).catch(ignoreMissing);
        return info && { name, size: info.size, updatedAt: info.mtime };
      }),
    );
    // A file removed between readdir and stat simply is not listed.
    return infos.filter((info): info is StoredFileInfo => info !== undefined);
  }

  protected async listTenantKeys(bucket: StorageBucket): Promise<string[]> {
    const entries =
      (await readdir(path.join(this.root, bucket), { withFileTypes: true }).catch(ignoreMissing)) ?? [];
    return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  }

  private tenantDir(bucket: string, tenantKey: string): string {
    const dir = path.join(this.root, bucket, tenantKey);
    // Defence in depth: the key check already forbids separators, this catches any future gap.
    if (path.relative(this.root, dir).startsWith('..')) {
      throw new StorageError('STORAGE_INVALID_KEY', { field: 'tenantKey' });
    }
    return dir;
  }
}

async function writeAtomically(target: string, data: Uint8Array | string): Promise<void> {
  // The temp file sits in the same directory, so rename() stays on one file system and is atomic.
  const temp = path.join(path.dirname(target), `${TEMP_PREFIX}${randomUUID()}`);
  try {
    await writeFile(temp, data, { flush: true });
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

function parseContentType(meta: string | undefined): string | undefined {
  if (meta === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(meta);
    if (typeof parsed === 'object' && parsed !== null && 'contentType' in parsed) {
      return typeof parsed.contentType === 'string' ? parsed.contentType : undefined;
    }
  } catch {
    // A corrupt sidecar falls back to the extension rather than failing the download.
  }
  return undefined;
}

function ignoreMissing(error: unknown): undefined {
  if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
  throw error;
}
