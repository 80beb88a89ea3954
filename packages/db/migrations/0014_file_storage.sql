-- Uploaded files in PostgreSQL (issue 15): the storage backend every instance on one database
-- shares. One row per file at <bucket>/<tenant_key>/<file_name>; the keys follow the storage
-- adapter's rules (apps/server/src/platform/storage/storage-adapter.ts), repeated here so no
-- writer can store a path or an unknown bucket. tenant_key, not tenant_id: the installation's
-- own files live under the reserved key "default", which is no tenant.
CREATE TABLE "stored_files" (
	"tenant_key" text NOT NULL,
	"bucket" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_pkey" PRIMARY KEY ("tenant_key", "bucket", "file_name"),
	CONSTRAINT "stored_files_bucket_check" CHECK ("bucket" IN ('floor-plans', 'vehicles', 'logos', 'privacy')),
	CONSTRAINT "stored_files_tenant_key_check" CHECK ("tenant_key" ~ '^[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}$'),
	CONSTRAINT "stored_files_file_name_check" CHECK ("file_name" ~ '^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$'),
	CONSTRAINT "stored_files_content_type_check" CHECK (length("content_type") BETWEEN 3 AND 255 AND "content_type" !~ '[\s,]'),
	CONSTRAINT "stored_files_size_check" CHECK ("size" = octet_length("content"))
);--> statement-breakpoint
-- Images and PDFs are compressed already: keep them out of line without a second compression.
ALTER TABLE "stored_files" ALTER COLUMN "content" SET STORAGE EXTERNAL;
