import type pg from 'pg';
import { type Config, parseStorageUrl, type StorageConfig } from '../config';
import { StartupError } from '../startup-error';
import { LocalStorageAdapter } from './local-storage';
import { PostgresStorageAdapter } from './postgres-storage';
import { S3StorageAdapter } from './s3-storage';
import type { StorageAdapter } from './storage-adapter';

/**
 * The backend the configuration names; `postgres` uses the given pool (the app's own). The AWS
 * SDK is loaded only for the S3 backend (see S3StorageAdapter.open).
 */
export async function createStorage(
  storage: StorageConfig,
  pool: pg.Pool | undefined,
): Promise<StorageAdapter> {
  switch (storage.kind) {
    case 'local':
      return new LocalStorageAdapter({ root: storage.dir });
    case 'postgres':
      if (!pool) throw new Error('the PostgreSQL storage backend needs the database pool');
      return new PostgresStorageAdapter({ pool });
    case 's3': {
      const s3 = await S3StorageAdapter.open({
        location: storage.location,
        defaultRegion: storage.defaultRegion,
      });
      await s3.assertReachable();
      return s3;
    }
  }
}

/** How the log names the backend (no secrets: STORAGE_URL carries none). */
export function describeStorage(storage: StorageConfig): string {
  switch (storage.kind) {
    case 'local':
      return `local directory ${storage.dir}`;
    case 'postgres':
      return 'PostgreSQL (table stored_files)';
    case 's3': {
      const { bucket, prefix, endpoint } = storage.location;
      return `S3 bucket ${bucket}${prefix ? `/${prefix}` : ''}${endpoint ? ` at ${endpoint}` : ''}`;
    }
  }
}

/**
 * A backend named on the command line: `local` (STORAGE_DIR, else DATA_DIR/files), `postgres`
 * (the app's database), `s3` (the STORAGE_URL in effect) or a STORAGE_URL value itself.
 */
export function storageConfigFromSpec(spec: string, config: Config): StorageConfig {
  if (spec === 'local') return { kind: 'local', dir: config.storageDir };
  if (spec === 'postgres') return { kind: 'postgres' };
  if (spec === 's3') {
    if (config.storage.kind === 's3') return config.storage;
    throw new StartupError('"s3" means the STORAGE_URL in effect, but STORAGE_URL names no s3:// bucket.');
  }
  const parsed = parseStorageUrl(spec);
  if (!parsed.ok) throw new StartupError(`"${spec}": ${parsed.error} (or local, postgres, s3)`);
  const value = parsed.value;
  if (value.kind === 's3') {
    return {
      ...value,
      defaultRegion: config.storage.kind === 's3' ? config.storage.defaultRegion : 'us-east-1',
    };
  }
  return value;
}
