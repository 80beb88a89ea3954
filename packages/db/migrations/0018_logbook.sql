CREATE TABLE "logbook_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"driver_id" text,
	"trip_ended_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logbook_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"content" jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "logbook_versions_seq_ck" CHECK ("logbook_versions"."seq" >= 1 and "logbook_versions"."version" >= 1),
	CONSTRAINT "logbook_versions_reason_ck" CHECK (char_length("logbook_versions"."reason") <= 500),
	CONSTRAINT "logbook_versions_correction_reason_ck" CHECK ("logbook_versions"."kind" <> 'CORRECTION' or "logbook_versions"."reason" <> ''),
	CONSTRAINT "logbook_versions_hash_ck" CHECK ("logbook_versions"."hash" ~ '^[0-9a-f]{64}$' and "logbook_versions"."prev_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "logbook_versions_kind_ck" CHECK ("logbook_versions"."kind" in ('ORIGINAL', 'COMPLETION', 'CORRECTION'))
);
--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_versions" ADD CONSTRAINT "logbook_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_versions" ADD CONSTRAINT "logbook_versions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_versions" ADD CONSTRAINT "logbook_versions_entry_id_logbook_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."logbook_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "logbook_entries_booking_uq" ON "logbook_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "logbook_entries_vehicle_idx" ON "logbook_entries" USING btree ("tenant_id","vehicle_id","trip_ended_at");--> statement-breakpoint
CREATE INDEX "logbook_entries_driver_idx" ON "logbook_entries" USING btree ("tenant_id","driver_id","trip_ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "logbook_versions_chain_uq" ON "logbook_versions" USING btree ("vehicle_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "logbook_versions_entry_uq" ON "logbook_versions" USING btree ("entry_id","version");--> statement-breakpoint
CREATE INDEX "logbook_versions_tenant_vehicle_idx" ON "logbook_versions" USING btree ("tenant_id","vehicle_id","seq");--> statement-breakpoint
-- The logbook is append-only (issue 12 point 2, ADR 0010): the database itself refuses to change or
-- remove an entry or a version, whoever asks. Only a superuser who disables the triggers (or sets
-- session_replication_role = replica) gets past this, and the hash chain then names what changed.
CREATE OR REPLACE FUNCTION buchbar_logbook_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the logbook is append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME
    USING ERRCODE = '55000', HINT = 'Add a correction as a new version.';
END $$;
--> statement-breakpoint
CREATE TRIGGER logbook_entries_append_only BEFORE UPDATE OR DELETE ON logbook_entries
  FOR EACH ROW EXECUTE FUNCTION buchbar_logbook_append_only();
--> statement-breakpoint
CREATE TRIGGER logbook_entries_no_truncate BEFORE TRUNCATE ON logbook_entries
  FOR EACH STATEMENT EXECUTE FUNCTION buchbar_logbook_append_only();
--> statement-breakpoint
CREATE TRIGGER logbook_versions_append_only BEFORE UPDATE OR DELETE ON logbook_versions
  FOR EACH ROW EXECUTE FUNCTION buchbar_logbook_append_only();
--> statement-breakpoint
CREATE TRIGGER logbook_versions_no_truncate BEFORE TRUNCATE ON logbook_versions
  FOR EACH STATEMENT EXECUTE FUNCTION buchbar_logbook_append_only();
