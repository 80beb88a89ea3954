-- Key hand-over terminals /officelocker (ADR 0009 gap 7): device tokens stored as SHA-256 only,
-- with a per-terminal attempt counter (fixed one-minute window) for code entries.
CREATE TABLE "office_locker_terminals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"attempt_window_start" timestamp with time zone,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "office_locker_terminals_attempts_ck" CHECK ("office_locker_terminals"."attempt_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "office_locker_terminals" ADD CONSTRAINT "office_locker_terminals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "office_locker_terminals_hash_uq" ON "office_locker_terminals" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "office_locker_terminals_tenant_idx" ON "office_locker_terminals" USING btree ("tenant_id");--> statement-breakpoint
-- The terminal finds a booking by its code's hash within the tenant.
CREATE INDEX "vehicle_bookings_locker_code_idx" ON "vehicle_bookings" USING btree ("tenant_id","locker_code_hash") WHERE "locker_code_hash" IS NOT NULL;
