-- Who last wrote a setting value (issue 22 point 4): an option that routes data out (report
-- addresses) is only honoured at send time while its writer still holds the data's permission.
-- NULL = written by the operator (seed, migration, SQL), not through the API.
ALTER TABLE "setting_values" ADD COLUMN "updated_by" text;
