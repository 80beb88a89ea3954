-- Custom migration: every instance caches answers of the vehicle list for a few seconds
-- (ADR 0008 point 15). Every write to a tenant's fleet (vehicles, their departments and attribute
-- values, bookings and blocks) announces itself as a live event 'fleet.changed' on
-- buchbar_events (the EventHub's channel, delivered on commit; PostgreSQL folds equal
-- notifications of one transaction into one), whoever made it, so the caches drop that tenant's
-- answers and open vehicle lists may reload.
CREATE OR REPLACE FUNCTION buchbar_fleet_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('buchbar_events', json_build_object(
    'tenantId', COALESCE(NEW.tenant_id, OLD.tenant_id), 'type', 'fleet.changed', 'data', json_build_object())::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vehicles_fleet_changed AFTER INSERT OR UPDATE OR DELETE ON vehicles
  FOR EACH ROW EXECUTE FUNCTION buchbar_fleet_changed();
--> statement-breakpoint
CREATE TRIGGER vehicle_departments_fleet_changed AFTER INSERT OR UPDATE OR DELETE ON vehicle_departments
  FOR EACH ROW EXECUTE FUNCTION buchbar_fleet_changed();
--> statement-breakpoint
CREATE TRIGGER vehicle_attribute_values_fleet_changed AFTER INSERT OR UPDATE OR DELETE ON vehicle_attribute_values
  FOR EACH ROW EXECUTE FUNCTION buchbar_fleet_changed();
--> statement-breakpoint
CREATE TRIGGER vehicle_bookings_fleet_changed AFTER INSERT OR UPDATE OR DELETE ON vehicle_bookings
  FOR EACH ROW EXECUTE FUNCTION buchbar_fleet_changed();
