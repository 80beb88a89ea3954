import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Uploaded files when the PostgreSQL storage backend is in use (migration 0014, hand-written):
 * read and written only by apps/server/src/platform/storage/postgres-storage.ts.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    tenantKey: text('tenant_key').notNull(),
    bucket: text('bucket').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'stored_files_pkey', columns: [t.tenantKey, t.bucket, t.fileName] }),
    check('stored_files_bucket_check', sql`${t.bucket} IN ('floor-plans', 'vehicles', 'logos', 'privacy')`),
    check('stored_files_size_check', sql`${t.size} = octet_length(${t.content})`),
  ],
);
