CREATE TABLE "driver_licence_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"licence_id" uuid NOT NULL,
	"checked_on" date NOT NULL,
	"next_check" date NOT NULL,
	"examiner_id" text,
	"examiner_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_licence_checks_next_ck" CHECK ("driver_licence_checks"."next_check" > "driver_licence_checks"."checked_on")
);
--> statement-breakpoint
CREATE TABLE "driver_licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"number" text NOT NULL,
	"issue_date" date NOT NULL,
	"classes" text[] DEFAULT '{}'::text[] NOT NULL,
	"restrictions" text DEFAULT '' NOT NULL,
	"info" text DEFAULT '' NOT NULL,
	"ban_from" date,
	"ban_to" date,
	"last_check" date,
	"next_check" date,
	"examiner_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_licences_number_ck" CHECK (char_length("driver_licences"."number") between 1 and 50),
	CONSTRAINT "driver_licences_restrictions_ck" CHECK (char_length("driver_licences"."restrictions") <= 500),
	CONSTRAINT "driver_licences_info_ck" CHECK (char_length("driver_licences"."info") <= 2000),
	CONSTRAINT "driver_licences_classes_ck" CHECK ("driver_licences"."classes" <@ array['AM', 'A1', 'A2', 'A', 'B1', 'B', 'C1', 'C', 'D1', 'D', 'BE', 'C1E', 'CE', 'D1E', 'DE', 'L', 'T']::text[]),
	CONSTRAINT "driver_licences_ban_ck" CHECK ("driver_licences"."ban_to" is null or ("driver_licences"."ban_from" is not null and "driver_licences"."ban_to" >= "driver_licences"."ban_from")),
	CONSTRAINT "driver_licences_last_check_ck" CHECK ("driver_licences"."last_check" is null or "driver_licences"."last_check" >= "driver_licences"."issue_date"),
	CONSTRAINT "driver_licences_next_check_ck" CHECK ("driver_licences"."next_check" is null or ("driver_licences"."last_check" is not null and "driver_licences"."next_check" > "driver_licences"."last_check"))
);
--> statement-breakpoint
CREATE TABLE "licence_reminders" (
	"occurrence_key" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_category_ck";--> statement-breakpoint
ALTER TABLE "driver_licence_checks" ADD CONSTRAINT "driver_licence_checks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_licence_checks" ADD CONSTRAINT "driver_licence_checks_licence_id_driver_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."driver_licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_licence_checks" ADD CONSTRAINT "driver_licence_checks_examiner_id_users_id_fk" FOREIGN KEY ("examiner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_licences" ADD CONSTRAINT "driver_licences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_licences" ADD CONSTRAINT "driver_licences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_licences" ADD CONSTRAINT "driver_licences_examiner_id_users_id_fk" FOREIGN KEY ("examiner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_reminders" ADD CONSTRAINT "licence_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_licence_checks_licence_idx" ON "driver_licence_checks" USING btree ("licence_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_licences_tenant_user_uq" ON "driver_licences" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "driver_licences_tenant_next_check_idx" ON "driver_licences" USING btree ("tenant_id","next_check");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_category_ck" CHECK ("audit_log"."category" in ('LOGIN', 'USER', 'PERMISSION', 'SETTINGS', 'TENANT', 'SPACES', 'LICENCE'));