-- Custom migration: a floor plan's configuration (the plan, its seats, their equipment, opening
-- hours and exceptions) is cached by every instance for bookings and live maps. Every write
-- announces itself as a live event 'floor-plan.changed' on buchbar_events (the channel of the
-- EventHub, delivered on commit), whoever made it; caches drop the plan and open maps can reload.
CREATE OR REPLACE FUNCTION buchbar_notify_floor_plan(tenant uuid, plan uuid) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('buchbar_events', json_build_object(
    'tenantId', tenant, 'type', 'floor-plan.changed', 'data', json_build_object('floorPlanId', plan))::text)
  WHERE plan IS NOT NULL;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION buchbar_floor_plan_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'floor_plans' THEN
    PERFORM buchbar_notify_floor_plan(COALESCE(NEW.tenant_id, OLD.tenant_id), COALESCE(NEW.id, OLD.id));
  ELSIF TG_TABLE_NAME = 'space_equipment' THEN
    PERFORM buchbar_notify_floor_plan(s.tenant_id, s.floor_plan_id)
       FROM spaces s WHERE s.id IN (NEW.space_id, OLD.space_id);
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM buchbar_notify_floor_plan(OLD.tenant_id, OLD.floor_plan_id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM buchbar_notify_floor_plan(NEW.tenant_id, NEW.floor_plan_id); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER floor_plans_changed AFTER INSERT OR UPDATE OR DELETE ON floor_plans
  FOR EACH ROW EXECUTE FUNCTION buchbar_floor_plan_changed();
--> statement-breakpoint
CREATE TRIGGER spaces_changed AFTER INSERT OR UPDATE OR DELETE ON spaces
  FOR EACH ROW EXECUTE FUNCTION buchbar_floor_plan_changed();
--> statement-breakpoint
CREATE TRIGGER space_equipment_changed AFTER INSERT OR UPDATE OR DELETE ON space_equipment
  FOR EACH ROW EXECUTE FUNCTION buchbar_floor_plan_changed();
--> statement-breakpoint
CREATE TRIGGER opening_hours_changed AFTER INSERT OR UPDATE OR DELETE ON opening_hours
  FOR EACH ROW EXECUTE FUNCTION buchbar_floor_plan_changed();
--> statement-breakpoint
CREATE TRIGGER opening_exceptions_changed AFTER INSERT OR UPDATE OR DELETE ON opening_exceptions
  FOR EACH ROW EXECUTE FUNCTION buchbar_floor_plan_changed();
