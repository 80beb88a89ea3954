ALTER TABLE "vehicle_bookings" ADD COLUMN "occupied_from" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "vehicle_bookings_open_start_idx" ON "vehicle_bookings" USING btree ("start_at") WHERE "vehicle_bookings"."status" in ('vorgemerkt', 'reserviert');--> statement-breakpoint
CREATE INDEX "vehicle_bookings_sweep_running_end_idx" ON "vehicle_bookings" USING btree ("end_at") WHERE "vehicle_bookings"."status" = 'aktiv';--> statement-breakpoint
ALTER TABLE "vehicle_bookings" ADD CONSTRAINT "vehicle_bookings_occupied_from_ck" CHECK ("vehicle_bookings"."occupied_from" is null or "vehicle_bookings"."occupied_from" <= "vehicle_bookings"."start_at");--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express the exclusion constraint): after an early check-in
-- (before start_at) the car is in use from the actual start, so a row blocks
-- [coalesce(occupied_from, start_at), end_at) and vehicle_bookings_no_overlap guards that period,
-- whatever code path books. Trips already running after an early check-in get it from their
-- CHECK_IN entry, unless another blocking row already holds that early part (kept as it was).
UPDATE "vehicle_bookings" b SET "occupied_from" = h.checked_in_at
  FROM (SELECT "booking_id", min("created_at") AS checked_in_at FROM "vehicle_history"
         WHERE "type" = 'CHECK_IN' GROUP BY "booking_id") h
 WHERE h."booking_id" = b."id" AND b."status" = 'aktiv' AND h.checked_in_at < b."start_at"
   AND NOT EXISTS (
     SELECT 1 FROM "vehicle_bookings" o
      WHERE o."vehicle_id" = b."vehicle_id" AND o."id" <> b."id"
        AND o."status" IN ('vorgemerkt', 'reserviert', 'aktiv')
        AND tstzrange(coalesce(o."occupied_from", o."start_at"), o."end_at", '[)')
            && tstzrange(h.checked_in_at, b."start_at", '[)'));--> statement-breakpoint
ALTER TABLE "vehicle_bookings" DROP CONSTRAINT "vehicle_bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "vehicle_bookings" ADD CONSTRAINT "vehicle_bookings_no_overlap" EXCLUDE USING gist ("vehicle_id" WITH =, tstzrange(coalesce("occupied_from", "start_at"), "end_at", '[)') WITH &&) WHERE ("status" in ('vorgemerkt', 'reserviert', 'aktiv'));--> statement-breakpoint
COMMENT ON CONSTRAINT "vehicle_bookings_no_overlap" ON "vehicle_bookings" IS 'occupied period [coalesce(occupied_from, start_at), end_at) of blocking rows; occupied_from is the actual start of an early check-in (ADR 0009)';
