CREATE TABLE "fleet_job_occurrences" (
	"occurrence_key" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_booklet_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"type" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_booklet_entries_period_ck" CHECK ("service_booklet_entries"."end_at" > "service_booklet_entries"."start_at"),
	CONSTRAINT "service_booklet_entries_description_ck" CHECK (char_length("service_booklet_entries"."description") between 1 and 2000),
	CONSTRAINT "service_booklet_entries_type_ck" CHECK ("service_booklet_entries"."type" in ('WARTUNG', 'SERVICE', 'DEFEKT'))
);
--> statement-breakpoint
CREATE TABLE "vehicle_history_damages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"history_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"description" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "vehicle_history_damages_description_ck" CHECK (char_length("vehicle_history_damages"."description") between 1 and 2000),
	CONSTRAINT "vehicle_history_damages_photos_ck" CHECK (cardinality("vehicle_history_damages"."photos") <= 10),
	CONSTRAINT "vehicle_history_damages_position_ck" CHECK ("vehicle_history_damages"."position" between 0 and 19)
);
--> statement-breakpoint
ALTER TABLE "vehicle_bookings" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "vehicle_bookings" ADD COLUMN "guest_email" text;--> statement-breakpoint
ALTER TABLE "vehicle_bookings" ADD COLUMN "guest_notes" text;--> statement-breakpoint
ALTER TABLE "vehicle_bookings" ADD COLUMN "guest_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_bookings" ADD COLUMN "guest_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicle_bookings" ADD COLUMN "guest_token_hash" text;--> statement-breakpoint
ALTER TABLE "vehicle_bookings" ADD COLUMN "guest_token_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicle_bookings" ADD COLUMN "locker_code_hash" text;--> statement-breakpoint
ALTER TABLE "vehicle_history" ADD COLUMN "charge_percent" smallint;--> statement-breakpoint
ALTER TABLE "vehicle_history" ADD COLUMN "attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "key_compartment" text;--> statement-breakpoint
ALTER TABLE "fleet_job_occurrences" ADD CONSTRAINT "fleet_job_occurrences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_booklet_entries" ADD CONSTRAINT "service_booklet_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_booklet_entries" ADD CONSTRAINT "service_booklet_entries_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_booklet_entries" ADD CONSTRAINT "service_booklet_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_history_damages" ADD CONSTRAINT "vehicle_history_damages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_history_damages" ADD CONSTRAINT "vehicle_history_damages_history_id_vehicle_history_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."vehicle_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_booklet_entries_vehicle_idx" ON "service_booklet_entries" USING btree ("vehicle_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_history_damages_entry_position_uq" ON "vehicle_history_damages" USING btree ("history_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_bookings_guest_token_uq" ON "vehicle_bookings" USING btree ("guest_token_hash");--> statement-breakpoint
CREATE INDEX "vehicle_history_booking_idx" ON "vehicle_history" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "vehicle_history" DROP COLUMN "damaged";--> statement-breakpoint
ALTER TABLE "vehicle_history" DROP COLUMN "damage_description";--> statement-breakpoint
ALTER TABLE "vehicle_history" ADD CONSTRAINT "vehicle_history_charge_ck" CHECK ("vehicle_history"."charge_percent" is null or "vehicle_history"."charge_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "vehicle_history" ADD CONSTRAINT "vehicle_history_mileage_max_ck" CHECK ("vehicle_history"."mileage" is null or "vehicle_history"."mileage" <= 9999999);--> statement-breakpoint
ALTER TABLE "vehicle_history" ADD CONSTRAINT "vehicle_history_parking_spot_ck" CHECK (char_length("vehicle_history"."parking_spot") <= 100);--> statement-breakpoint
ALTER TABLE "vehicle_history" ADD CONSTRAINT "vehicle_history_receipts_ck" CHECK (cardinality("vehicle_history"."receipts") <= 20);--> statement-breakpoint
-- Written by hand: the exclusion constraint vehicle_bookings_no_overlap of migration 0008 stays as
-- it is. It covers the planned period of rows in a blocking status (vorgemerkt, reserviert,
-- aktiv); a check-out moves the row to durchgefuehrt, so an early check-out frees the rest of the
-- planned period at once, and a check-in before the planned start is only allowed when nothing
-- holds the vehicle in [now, start) (decideCheckIn, under the vehicle lock). The actual times
-- are the created_at of the CHECK_IN and CHECK_OUT entries (ADR 0009 gap 1).
COMMENT ON CONSTRAINT "vehicle_bookings_no_overlap" ON "vehicle_bookings" IS 'planned period of blocking rows; actual trip times are the CHECK_IN/CHECK_OUT history entries (ADR 0009)';
