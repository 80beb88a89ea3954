CREATE TABLE "equipment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floor_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"product" text NOT NULL,
	"name" text NOT NULL,
	"location_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link" text,
	"image_file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiosk_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"floor_plan_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"parking_spaces" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"floor_plan_id" uuid NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"from_time" time DEFAULT '08:00' NOT NULL,
	"to_time" time DEFAULT '18:00' NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"tenant_id" uuid NOT NULL,
	"floor_plan_id" uuid NOT NULL,
	"iso_weekday" smallint NOT NULL,
	"from_time" time DEFAULT '08:00' NOT NULL,
	"to_time" time DEFAULT '18:00' NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	CONSTRAINT "opening_hours_floor_plan_id_iso_weekday_pk" PRIMARY KEY("floor_plan_id","iso_weekday")
);
--> statement-breakpoint
CREATE TABLE "space_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"organizer_id" text NOT NULL,
	"participant_id" text NOT NULL,
	"group_size" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_in_at" timestamp with time zone,
	"no_show" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	CONSTRAINT "space_bookings_period_ck" CHECK ("space_bookings"."end_at" > "space_bookings"."start_at"),
	CONSTRAINT "space_bookings_group_ck" CHECK ("space_bookings"."group_size" >= 1)
);
--> statement-breakpoint
CREATE TABLE "space_equipment" (
	"tenant_id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	"equipment_id" uuid NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "space_equipment_space_id_equipment_id_pk" PRIMARY KEY("space_id","equipment_id")
);
--> statement-breakpoint
CREATE TABLE "spaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"floor_plan_id" uuid NOT NULL,
	"kind" text DEFAULT 'seat' NOT NULL,
	"label" text NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"pos_x" numeric(6, 3) DEFAULT 50 NOT NULL,
	"pos_y" numeric(6, 3) DEFAULT 50 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spaces_capacity_ck" CHECK ("spaces"."capacity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_plans" ADD CONSTRAINT "floor_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_plans" ADD CONSTRAINT "floor_plans_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_tokens" ADD CONSTRAINT "kiosk_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_tokens" ADD CONSTRAINT "kiosk_tokens_floor_plan_id_floor_plans_id_fk" FOREIGN KEY ("floor_plan_id") REFERENCES "public"."floor_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_exceptions" ADD CONSTRAINT "opening_exceptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_exceptions" ADD CONSTRAINT "opening_exceptions_floor_plan_id_floor_plans_id_fk" FOREIGN KEY ("floor_plan_id") REFERENCES "public"."floor_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_floor_plan_id_floor_plans_id_fk" FOREIGN KEY ("floor_plan_id") REFERENCES "public"."floor_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_bookings" ADD CONSTRAINT "space_bookings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_bookings" ADD CONSTRAINT "space_bookings_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_bookings" ADD CONSTRAINT "space_bookings_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_bookings" ADD CONSTRAINT "space_bookings_participant_id_users_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_equipment" ADD CONSTRAINT "space_equipment_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_equipment" ADD CONSTRAINT "space_equipment_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_equipment" ADD CONSTRAINT "space_equipment_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_floor_plan_id_floor_plans_id_fk" FOREIGN KEY ("floor_plan_id") REFERENCES "public"."floor_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_tenant_name_uq" ON "equipment" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "floor_plans_tenant_product_idx" ON "floor_plans" USING btree ("tenant_id","product");--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_tokens_hash_uq" ON "kiosk_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_tenant_name_uq" ON "locations" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "opening_exceptions_plan_idx" ON "opening_exceptions" USING btree ("floor_plan_id","valid_from");--> statement-breakpoint
CREATE INDEX "space_bookings_space_period_idx" ON "space_bookings" USING btree ("space_id","start_at","end_at");--> statement-breakpoint
CREATE INDEX "space_bookings_tenant_start_idx" ON "space_bookings" USING btree ("tenant_id","start_at");--> statement-breakpoint
CREATE INDEX "space_bookings_participant_idx" ON "space_bookings" USING btree ("participant_id","start_at");--> statement-breakpoint
CREATE INDEX "space_bookings_organizer_idx" ON "space_bookings" USING btree ("organizer_id","start_at");--> statement-breakpoint
CREATE INDEX "spaces_tenant_plan_idx" ON "spaces" USING btree ("tenant_id","floor_plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spaces_plan_label_uq" ON "spaces" USING btree ("floor_plan_id","label");