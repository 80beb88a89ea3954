CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"interval" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"requested_by" text,
	"requested_by_name" text DEFAULT '' NOT NULL,
	"recipients" text[] NOT NULL,
	"language" text NOT NULL,
	"summary" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_kind_ck" CHECK ("reports"."kind" in ('scheduled', 'manual')),
	CONSTRAINT "reports_interval_ck" CHECK ("reports"."interval" in ('monthly', 'quarterly', 'semi-annually', 'annually')),
	CONSTRAINT "reports_period_ck" CHECK ("reports"."period_end" > "reports"."period_start"),
	CONSTRAINT "reports_recipients_ck" CHECK (cardinality("reports"."recipients") between 1 and 50),
	CONSTRAINT "reports_language_ck" CHECK ("reports"."language" in ('de', 'en')),
	CONSTRAINT "reports_requester_ck" CHECK (("reports"."kind" = 'scheduled' and "reports"."requested_by" is null and "reports"."requested_by_name" = '') or ("reports"."kind" = 'manual' and "reports"."requested_by_name" <> ''))
);
--> statement-breakpoint
ALTER TABLE "mails" DROP CONSTRAINT "mails_kind_ck";--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_scheduled_period_uq" ON "reports" USING btree ("tenant_id","period_start","period_end") WHERE "reports"."kind" = 'scheduled';--> statement-breakpoint
CREATE INDEX "reports_tenant_created_idx" ON "reports" USING btree ("tenant_id","created_at");--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_kind_ck" CHECK ("mails"."kind" in ('spaces.bookedForYou', 'spaces.reminderAtStart', 'spaces.cancelled', 'spaces.noShowReleased', 'vehicles.bookingCreated', 'vehicles.bookingChanged', 'vehicles.bookingCancelled', 'vehicles.reminderBeforeStart', 'vehicles.approvalRequested', 'vehicles.approvalDecided', 'vehicles.checkOutNotice', 'vehicles.missingCheckOut', 'vehicles.damageNotice', 'vehicles.dirtNotice', 'vehicles.guestBooking', 'vehicles.guestCancelled', 'vehicles.guestConfirmationExpired', 'vehicles.licenceCheckDue', 'vehicles.licenceCheckOverdue', 'vehicles.periodicReport', 'account.invitation', 'account.signInCode', 'account.passwordRecovery', 'account.emailChangeConfirm', 'account.emailChangeNotice', 'platform.welcome'));--> statement-breakpoint
-- A sent report is a record of what went out (ADR 0015): nothing of it changes afterwards. The one
-- exception is the foreign key's own action: deleting the account that sent a manual report clears
-- requested_by (the name stays). Deleting the tenant removes its reports with it.
CREATE OR REPLACE FUNCTION buchbar_reports_unchanged() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.requested_by IS NULL AND (to_jsonb(NEW) - 'requested_by') = (to_jsonb(OLD) - 'requested_by') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'a sent report is not changed' USING ERRCODE = '55000';
END $$;
--> statement-breakpoint
CREATE TRIGGER reports_unchanged BEFORE UPDATE ON reports
  FOR EACH ROW EXECUTE FUNCTION buchbar_reports_unchanged();
