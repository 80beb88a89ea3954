import type pg from 'pg';
import type { StorageConfig } from '../config';
import { LocalStorageAdapter } from './local-storage';
import { PostgresStorageAdapter } from './postgres-storage';
import { S3StorageAdapter } from './s3-storage';
import type { StorageAdapter } from './storage-adapter';

/** The backend the configuration names; `postgres` uses the given pool (the app's own). */
export function createStorage(storage: StorageConfig, pool: pg.Pool): StorageAdapter {
  switch (storage.kind) {
    case 'local':
      return new LocalStorageAdapter({ root: storage.dir });
    case 'postgres':
      return new PostgresStorageAdapter({ pool });
    case 's3':
      return new S3StorageAdapter({ location: storage.location, defaultRegion: storage.defaultRegion });
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
