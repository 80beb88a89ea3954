-- Custom migration: the server keeps validated sessions and effective permissions in memory for
-- a few seconds. Every change that could make such an entry wrong announces itself on the
-- channel buchbar_auth, whoever writes it (the app, better-auth, an operator with psql), and
-- every instance drops the affected entries. Identical payloads in one transaction are folded
-- into one notification by PostgreSQL.
CREATE OR REPLACE FUNCTION buchbar_notify_auth_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('buchbar_auth', json_build_object('user', COALESCE(OLD.user_id, NEW.user_id))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION buchbar_notify_auth_user_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('buchbar_auth', json_build_object('user', OLD.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION buchbar_notify_auth_tenant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('buchbar_auth', json_build_object('tenant', COALESCE(OLD.tenant_id, NEW.tenant_id))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION buchbar_notify_auth_user();
--> statement-breakpoint
CREATE TRIGGER users_auth_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION buchbar_notify_auth_user_row();
--> statement-breakpoint
CREATE TRIGGER user_permissions_auth_change AFTER INSERT OR UPDATE OR DELETE ON user_permissions
  FOR EACH ROW EXECUTE FUNCTION buchbar_notify_auth_tenant();
--> statement-breakpoint
CREATE TRIGGER user_roles_auth_change AFTER INSERT OR UPDATE OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION buchbar_notify_auth_tenant();
--> statement-breakpoint
CREATE TRIGGER user_groups_auth_change AFTER INSERT OR UPDATE OR DELETE ON user_groups
  FOR EACH ROW EXECUTE FUNCTION buchbar_notify_auth_tenant();
--> statement-breakpoint
CREATE TRIGGER group_roles_auth_change AFTER INSERT OR UPDATE OR DELETE ON group_roles
  FOR EACH ROW EXECUTE FUNCTION buchbar_notify_auth_tenant();
--> statement-breakpoint
CREATE TRIGGER role_permissions_auth_change AFTER INSERT OR UPDATE OR DELETE ON role_permissions
  FOR EACH ROW EXECUTE FUNCTION buchbar_notify_auth_tenant();
