import { StorageError } from './storage-errors';

/** The four buckets of the spec (section 3: floor plans, vehicles, logos, privacy). */
export const STORAGE_BUCKETS = ['floor-plans', 'vehicles', 'logos', 'privacy'] as const;
export type StorageBucket = (typeof STORAGE_BUCKETS)[number];

/** Spec section 9: "storage list default limit 100". */
export const DEFAULT_LIST_LIMIT = 100;
export const MAX_TENANT_KEY_LENGTH = 64;
export const MAX_FILE_NAME_LENGTH = 128;

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface StoredFileInfo {
  name: string;
  size: number;
  updatedAt: Date;
}

/** Where a backend keeps a file: `<bucket>/<tenantKey>/<fileName>`, every part already checked. */
export type StorageKey = { bucket: StorageBucket; tenantKey: string; fileName: string };
/** A page of a tenant's folder of one bucket. */
export type StoragePage = Omit<StorageKey, 'fileName'> & { limit: number; offset: number };

export interface ListOptions {
  /** Defaults to DEFAULT_LIST_LIMIT. */
  limit?: number;
  offset?: number;
}

/**
 * Files live at `<bucket>/<tenantKey>/<fileName>`. Every backend extends `CheckedStorage`, which
 * validates every key with `assertStorageKeys` and every content type before the backend runs,
 * so a tenant can never address another tenant's folder, whatever the backend (local directory
 * for one instance; PostgreSQL or S3-compatible object storage when the app scales out).
 */
export interface StorageAdapter {
  /** Which backend this is ("local", "postgres", "s3"): for logs and the move command. */
  readonly kind: StorageKind;
  /** Creates or replaces the file (the spec's "upsert"); readers see the old or the new file, never a half. */
  put(
    bucket: StorageBucket,
    tenantKey: string,
    fileName: string,
    bytes: Uint8Array,
    contentType: string,
  ): Promise<void>;
  get(bucket: StorageBucket, tenantKey: string, fileName: string): Promise<StoredFile | undefined>;
  /** Whether the file is there, without reading its bytes. */
  exists(bucket: StorageBucket, tenantKey: string, fileName: string): Promise<boolean>;
  /** Returns false when there was nothing to remove. */
  remove(bucket: StorageBucket, tenantKey: string, fileName: string): Promise<boolean>;
  /** The tenant's files of one bucket, sorted by name (code-unit order, like S3 listings). */
  list(bucket: StorageBucket, tenantKey: string, options?: ListOptions): Promise<StoredFileInfo[]>;
  /** The tenant keys that have files in a bucket, sorted (the move command walks them). */
  tenantKeys(bucket: StorageBucket): Promise<string[]>;
  /** Releases connections the backend opened itself (none for local disk). */
  close(): Promise<void>;
}

export const STORAGE_KINDS = ['local', 'postgres', 's3'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

// A stored type becomes a response header later: only a plain MIME type with at most one parameter.
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(?:; ?[a-z0-9_-]+=[a-z0-9_.-]+)?$/i;
export const MAX_CONTENT_TYPE_LENGTH = 255;

export function isSafeContentType(value: string): boolean {
  return value.length <= MAX_CONTENT_TYPE_LENGTH && MIME_TYPE.test(value);
}

/**
 * The checks every backend shares, in one place: keys and content type are validated here before
 * a backend's own read/write runs. A backend implements only the protected operations.
 */
export abstract class CheckedStorage implements StorageAdapter {
  abstract readonly kind: StorageKind;

  async put(
    bucket: StorageBucket,
    tenantKey: string,
    fileName: string,
    bytes: Uint8Array,
    contentType: string,
  ): Promise<void> {
    assertStorageKeys(bucket, tenantKey, fileName);
    if (!isSafeContentType(contentType)) {
      throw new StorageError('STORAGE_INVALID_KEY', { field: 'contentType' });
    }
    await this.write({ bucket, tenantKey, fileName }, bytes, contentType);
  }

  async get(bucket: StorageBucket, tenantKey: string, fileName: string): Promise<StoredFile | undefined> {
    assertStorageKeys(bucket, tenantKey, fileName);
    return this.read({ bucket, tenantKey, fileName });
  }

  async exists(bucket: StorageBucket, tenantKey: string, fileName: string): Promise<boolean> {
    assertStorageKeys(bucket, tenantKey, fileName);
    return this.has({ bucket, tenantKey, fileName });
  }

  async remove(bucket: StorageBucket, tenantKey: string, fileName: string): Promise<boolean> {
    assertStorageKeys(bucket, tenantKey, fileName);
    return this.delete({ bucket, tenantKey, fileName });
  }

  async list(bucket: StorageBucket, tenantKey: string, options: ListOptions = {}): Promise<StoredFileInfo[]> {
    assertStorageKeys(bucket, tenantKey);
    const limit = Math.max(0, Math.floor(options.limit ?? DEFAULT_LIST_LIMIT));
    const offset = Math.max(0, Math.floor(options.offset ?? 0));
    if (limit === 0) return [];
    return this.listFiles({ bucket, tenantKey, limit, offset });
  }

  async tenantKeys(bucket: StorageBucket): Promise<string[]> {
    if (!isStorageBucket(bucket)) {
      throw new StorageError('STORAGE_UNKNOWN_BUCKET', { bucket, allowed: STORAGE_BUCKETS });
    }
    const keys = await this.listTenantKeys(bucket);
    // A stray folder or object outside the key rules is never handed on as a tenant.
    return keys.filter((key) => isSafeStorageKey(key, MAX_TENANT_KEY_LENGTH)).sort(byCodeUnit);
  }

  async close(): Promise<void> {}

  protected abstract write(key: StorageKey, bytes: Uint8Array, contentType: string): Promise<void>;
  protected abstract read(key: StorageKey): Promise<StoredFile | undefined>;
  protected abstract has(key: StorageKey): Promise<boolean>;
  protected abstract delete(key: StorageKey): Promise<boolean>;
  /** Sorted by name in code-unit order; limit > 0 and offset >= 0 are whole numbers. */
  protected abstract listFiles(listing: StoragePage): Promise<StoredFileInfo[]>;
  protected abstract listTenantKeys(bucket: StorageBucket): Promise<string[]>;
}

/** Code-unit order rather than localeCompare: stable across machines and equal to S3's order. */
export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// Only portable, URL-safe characters: no separators, no "..", no hidden files (the local adapter
// keeps its temp and metadata files under dot-names, so user keys can never collide with them).
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isStorageBucket(value: string): value is StorageBucket {
  return (STORAGE_BUCKETS as readonly string[]).includes(value);
}

export function isSafeStorageKey(value: string, maxLength: number): boolean {
  return value.length > 0 && value.length <= maxLength && SAFE_KEY.test(value);
}

/** Throws STORAGE_UNKNOWN_BUCKET / STORAGE_INVALID_KEY; callers from HTTP pass unchecked strings. */
export function assertStorageKeys(bucket: string, tenantKey: string, fileName?: string): void {
  if (!isStorageBucket(bucket)) {
    throw new StorageError('STORAGE_UNKNOWN_BUCKET', { bucket, allowed: STORAGE_BUCKETS });
  }
  if (!isSafeStorageKey(tenantKey, MAX_TENANT_KEY_LENGTH)) {
    throw new StorageError('STORAGE_INVALID_KEY', { field: 'tenantKey', maxLength: MAX_TENANT_KEY_LENGTH });
  }
  if (fileName !== undefined && !isSafeStorageKey(fileName, MAX_FILE_NAME_LENGTH)) {
    throw new StorageError('STORAGE_INVALID_KEY', { field: 'fileName', maxLength: MAX_FILE_NAME_LENGTH });
  }
}

const GERMAN_LETTERS: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
};

/**
 * Turns a browser-supplied name ("C:\\Pläne\\Grundriss 2. OG.svg") into a valid storage key
 * ("Grundriss-2.-OG.svg" style): keeps the extension, transliterates German letters, replaces
 * everything else outside [A-Za-z0-9._-] and never starts with a dot.
 */
export function toStorageFileName(original: string, fallback = 'file'): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const ascii = base
    .replace(/[äöüÄÖÜß]/g, (letter) => GERMAN_LETTERS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-');
  const dot = ascii.lastIndexOf('.');
  const extension = dot > 0 && /^\.[A-Za-z0-9]{1,10}$/.test(ascii.slice(dot)) ? ascii.slice(dot) : '';
  const stem = ascii.slice(0, ascii.length - extension.length).replace(/^[.-]+|-+$/g, '') || fallback;
  return `${stem.slice(0, MAX_FILE_NAME_LENGTH - extension.length)}${extension}`;
}
