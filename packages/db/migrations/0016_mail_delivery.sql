ALTER TABLE "mails" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mails_due_idx" ON "mails" USING btree ("next_attempt_at") WHERE "mails"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "mails_failed_idx" ON "mails" USING btree ("created_at") WHERE "mails"."status" = 'failed';--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_attempts_ck" CHECK ("mails"."attempts" >= 0);