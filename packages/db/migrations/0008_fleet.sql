CREATE TABLE "object_attribute_conditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"attribute_id" uuid NOT NULL,
	"type" text NOT NULL,
	"dependent_attribute_id" uuid,
	"value" text,
	CONSTRAINT "object_attribute_conditions_type_ck" CHECK ("object_attribute_conditions"."type" in ('MANDATORY', 'SHOW_IF', 'SHOW_FILTER', 'SHOW_CARD'))
);
--> statement-breakpoint
CREATE TABLE "object_attributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"object" text NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "object_attributes_object_ck" CHECK ("object_attributes"."object" in ('FAHRZEUG', 'FAHRZEUG_VERLAUF')),
	CONSTRAINT "object_attributes_type_ck" CHECK ("object_attributes"."type" in ('TEXT', 'RADIOS', 'DROPDOWN'))
);
--> statement-breakpoint
CREATE TABLE "vehicle_attribute_values" (
	"tenant_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"attribute_id" uuid NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "vehicle_attribute_values_vehicle_id_attribute_id_pk" PRIMARY KEY("vehicle_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_booking_approvers" (
	"tenant_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "vehicle_booking_approvers_booking_id_user_id_pk" PRIMARY KEY("booking_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"type" text DEFAULT 'BUCHUNG' NOT NULL,
	"status" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"booker_id" text NOT NULL,
	"driver_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"destination" text DEFAULT '' NOT NULL,
	"stopover" text DEFAULT '' NOT NULL,
	"passengers" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"detour" text DEFAULT '' NOT NULL,
	"information" text DEFAULT '' NOT NULL,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"attachment_token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	CONSTRAINT "vehicle_bookings_period_ck" CHECK ("vehicle_bookings"."end_at" > "vehicle_bookings"."start_at"),
	CONSTRAINT "vehicle_bookings_status_ck" CHECK ("vehicle_bookings"."status" in ('vorgemerkt', 'reserviert', 'aktiv', 'durchgefuehrt', 'storniert', 'verschlossen')),
	CONSTRAINT "vehicle_bookings_type_ck" CHECK ("vehicle_bookings"."type" in ('BUCHUNG', 'WARTUNG', 'SERVICE', 'DEFEKT'))
);
--> statement-breakpoint
CREATE TABLE "vehicle_departments" (
	"tenant_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	CONSTRAINT "vehicle_departments_vehicle_id_department_id_pk" PRIMARY KEY("vehicle_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text,
	"description" text DEFAULT '' NOT NULL,
	"booking_id" uuid,
	"user_id" text,
	"mileage" integer,
	"cleanliness_outside" text,
	"cleanliness_inside" text,
	"parking_spot" text,
	"fuel_percent" smallint,
	"damaged" boolean DEFAULT false NOT NULL,
	"damage_description" text,
	"receipts" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_history_fuel_ck" CHECK ("vehicle_history"."fuel_percent" is null or "vehicle_history"."fuel_percent" between 0 and 100),
	CONSTRAINT "vehicle_history_mileage_ck" CHECK ("vehicle_history"."mileage" is null or "vehicle_history"."mileage" >= 0),
	CONSTRAINT "vehicle_history_type_ck" CHECK ("vehicle_history"."type" in ('ERSTELLUNG', 'STATUSAENDERUNG', 'STAMMDATENAENDERUNG', 'WARTUNG', 'CHECK_IN', 'CHECK_OUT', 'SERVICE', 'DEAKTIVIERUNG')),
	CONSTRAINT "vehicle_history_status_ck" CHECK ("vehicle_history"."status" in ('vorgemerkt', 'reserviert', 'aktiv', 'durchgefuehrt', 'storniert', 'verschlossen'))
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"category" text DEFAULT '' NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"licence_plate" text NOT NULL,
	"fuel_type" text NOT NULL,
	"power_kw" integer,
	"gearbox" text NOT NULL,
	"trunk_litres" integer,
	"seats" smallint,
	"doors" smallint,
	"colour" text DEFAULT '' NOT NULL,
	"required_licence_class" text,
	"air_conditioning" boolean DEFAULT false NOT NULL,
	"navigation" boolean DEFAULT false NOT NULL,
	"cruise_control" boolean DEFAULT false NOT NULL,
	"seat_heating" boolean DEFAULT false NOT NULL,
	"image_file" text,
	"guest_bookable" boolean DEFAULT false NOT NULL,
	"booking_weekdays" smallint[] DEFAULT '{1,2,3,4,5}'::smallint[] NOT NULL,
	"booking_from" time,
	"booking_to" time,
	"booking_outside_allowed" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deactivated_at" timestamp with time zone,
	"deactivated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_validity_ck" CHECK ("vehicles"."valid_from" is null or "vehicles"."valid_to" is null or "vehicles"."valid_from" <= "vehicles"."valid_to"),
	CONSTRAINT "vehicles_booking_window_ck" CHECK ("vehicles"."booking_from" is null or "vehicles"."booking_to" is null or "vehicles"."booking_from" < "vehicles"."booking_to"),
	CONSTRAINT "vehicles_booking_weekdays_ck" CHECK ("vehicles"."booking_weekdays" <@ '{1,2,3,4,5,6,7}'::smallint[]),
	CONSTRAINT "vehicles_numbers_ck" CHECK (coalesce("vehicles"."power_kw", 0) >= 0 and coalesce("vehicles"."trunk_litres", 0) >= 0 and coalesce("vehicles"."seats", 0) >= 0 and coalesce("vehicles"."doors", 0) >= 0),
	CONSTRAINT "vehicles_fuel_type_ck" CHECK ("vehicles"."fuel_type" in ('BENZIN', 'DIESEL', 'ELEKTRO', 'HYBRID', 'PLUGIN_HYBRID', 'ERDGAS', 'WASSERSTOFF')),
	CONSTRAINT "vehicles_gearbox_ck" CHECK ("vehicles"."gearbox" in ('MANUELL', 'AUTOMATIK')),
	CONSTRAINT "vehicles_required_licence_class_ck" CHECK ("vehicles"."required_licence_class" in ('AM', 'A1', 'A2', 'A', 'B1', 'B', 'C1', 'C', 'D1', 'D', 'BE', 'C1E', 'CE', 'D1E', 'DE', 'L', 'T'))
);
--> statement-breakpoint
ALTER TABLE "object_attribute_conditions" ADD CONSTRAINT "object_attribute_conditions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_attribute_conditions" ADD CONSTRAINT "object_attribute_conditions_attribute_id_object_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."object_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_attribute_conditions" ADD CONSTRAINT "object_attribute_conditions_dependent_attribute_id_object_attributes_id_fk" FOREIGN KEY ("dependent_attribute_id") REFERENCES "public"."object_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_attributes" ADD CONSTRAINT "object_attributes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_attribute_values" ADD CONSTRAINT "vehicle_attribute_values_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_attribute_values" ADD CONSTRAINT "vehicle_attribute_values_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_attribute_values" ADD CONSTRAINT "vehicle_attribute_values_attribute_id_object_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."object_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_booking_approvers" ADD CONSTRAINT "vehicle_booking_approvers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_booking_approvers" ADD CONSTRAINT "vehicle_booking_approvers_booking_id_vehicle_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."vehicle_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_booking_approvers" ADD CONSTRAINT "vehicle_booking_approvers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_bookings" ADD CONSTRAINT "vehicle_bookings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_bookings" ADD CONSTRAINT "vehicle_bookings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_bookings" ADD CONSTRAINT "vehicle_bookings_booker_id_users_id_fk" FOREIGN KEY ("booker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_bookings" ADD CONSTRAINT "vehicle_bookings_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_bookings" ADD CONSTRAINT "vehicle_bookings_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_departments" ADD CONSTRAINT "vehicle_departments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_departments" ADD CONSTRAINT "vehicle_departments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_departments" ADD CONSTRAINT "vehicle_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_history" ADD CONSTRAINT "vehicle_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_history" ADD CONSTRAINT "vehicle_history_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_history" ADD CONSTRAINT "vehicle_history_booking_id_vehicle_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."vehicle_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_history" ADD CONSTRAINT "vehicle_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_deactivated_by_users_id_fk" FOREIGN KEY ("deactivated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "object_attribute_conditions_attribute_idx" ON "object_attribute_conditions" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "object_attributes_tenant_object_idx" ON "object_attributes" USING btree ("tenant_id","object");--> statement-breakpoint
CREATE INDEX "vehicle_booking_approvers_user_idx" ON "vehicle_booking_approvers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vehicle_bookings_vehicle_start_idx" ON "vehicle_bookings" USING btree ("vehicle_id","start_at");--> statement-breakpoint
CREATE INDEX "vehicle_bookings_tenant_start_idx" ON "vehicle_bookings" USING btree ("tenant_id","start_at");--> statement-breakpoint
CREATE INDEX "vehicle_bookings_booker_idx" ON "vehicle_bookings" USING btree ("booker_id","start_at");--> statement-breakpoint
CREATE INDEX "vehicle_bookings_driver_idx" ON "vehicle_bookings" USING btree ("driver_id","start_at");--> statement-breakpoint
CREATE INDEX "vehicle_history_vehicle_idx" ON "vehicle_history" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicles_tenant_location_idx" ON "vehicles" USING btree ("tenant_id","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_tenant_plate_uq" ON "vehicles" USING btree ("tenant_id","licence_plate") WHERE "vehicles"."active";--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express it): no two bookings or blocks of one vehicle in a
-- blocking status (VEHICLE_BLOCKING_STATUSES of packages/domain/src/fleet/vehicle-constants.ts)
-- overlap, half-open [start_at, end_at), whatever code path writes them (ADR 0008). btree_gist
-- comes from migration 0001. A violation is SQLSTATE 23P01.
ALTER TABLE "vehicle_bookings" ADD CONSTRAINT "vehicle_bookings_no_overlap" EXCLUDE USING gist ("vehicle_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&) WHERE ("status" in ('vorgemerkt', 'reserviert', 'aktiv'));
