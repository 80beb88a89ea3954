import type pg from 'pg';
import type { StorageBucket, StorageKey, StoragePage, StoredFile, StoredFileInfo } from './storage-adapter';
import { CheckedStorage } from './storage-adapter';

export interface PostgresStorageOptions {
  pool: pg.Pool;
  /** Ends the pool on close() (the move command's own pool); the app's shared pool stays open. */
  ownsPool?: boolean;
}

/**
 * Files in the `stored_files` table (migration 0014): one row per file, the bytes in a `bytea`
 * column stored uncompressed out of line (images and PDFs are compressed already). Every instance
 * on the database sees every file; a put is one upsert, so readers see the old or the new file.
 * The table's CHECKs repeat the key rules, so even SQL written by hand cannot store a path.
 */
export class PostgresStorageAdapter extends CheckedStorage {
  readonly kind = 'postgres' as const;
  private readonly pool: pg.Pool;
  private readonly ownsPool: boolean;

  constructor(options: PostgresStorageOptions) {
    super();
    this.pool = options.pool;
    this.ownsPool = options.ownsPool ?? false;
  }

  protected async write(
    { bucket, tenantKey, fileName }: StorageKey,
    bytes: Uint8Array,
    contentType: string,
  ): Promise<void> {
    await this.pool.query(
      `insert into stored_files (tenant_key, bucket, file_name, content_type, size, content)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (tenant_key, bucket, file_name) do update
         set content_type = excluded.content_type, size = excluded.size, content = excluded.content,
             updated_at = now()`,
      [
        tenantKey,
        bucket,
        fileName,
        contentType,
        bytes.byteLength,
        Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      ],
    );
  }

  protected async read({ bucket, tenantKey, fileName }: StorageKey): Promise<StoredFile | undefined> {
    const { rows } = await this.pool.query<{ content: Buffer; content_type: string }>(
      `select content, content_type from stored_files
       where tenant_key = $1 and bucket = $2 and file_name = $3`,
      [tenantKey, bucket, fileName],
    );
    const row = rows[0];
    return row && { bytes: row.content, contentType: row.content_type };
  }

  protected async has({ bucket, tenantKey, fileName }: StorageKey): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'select 1 from stored_files where tenant_key = $1 and bucket = $2 and file_name = $3',
      [tenantKey, bucket, fileName],
    );
    return (rowCount ?? 0) > 0;
  }

  protected async delete({ bucket, tenantKey, fileName }: StorageKey): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'delete from stored_files where tenant_key = $1 and bucket = $2 and file_name = $3',
      [tenantKey, bucket, fileName],
    );
    return (rowCount ?? 0) > 0;
  }

  protected async listFiles({ bucket, tenantKey, limit, offset }: StoragePage): Promise<StoredFileInfo[]> {
    // "C" collation: code-unit order for these ASCII keys, the same on every server and as S3.
    const { rows } = await this.pool.query<{ file_name: string; size: number; updated_at: Date }>(
      `select file_name, size, updated_at from stored_files
       where tenant_key = $1 and bucket = $2
       order by file_name collate "C" limit $3 offset $4`,
      [tenantKey, bucket, limit, offset],
    );
    return rows.map((row) => ({ name: row.file_name, size: row.size, updatedAt: row.updated_at }));
  }

  protected async listTenantKeys(bucket: StorageBucket): Promise<string[]> {
    const { rows } = await this.pool.query<{ tenant_key: string }>(
      'select distinct tenant_key from stored_files where bucket = $1',
      [bucket],
    );
    return rows.map((row) => row.tenant_key);
  }

  override async close(): Promise<void> {
    if (this.ownsPool) await this.pool.end();
  }
}
