ALTER TABLE "mails" ADD COLUMN "lang" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_lang_ck" CHECK ("mails"."lang" in ('de', 'en'));
