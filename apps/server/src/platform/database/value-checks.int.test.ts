import { VALUE_CHECKS } from '@buchbar/db/value-checks';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/test-server';

/** Issue 9, point 5: the database itself refuses a status or type outside the domain's lists. */
describe('CHECK constraints from the domain lists', () => {
  const s = useTestServer();

  const refusal = async (sql: string): Promise<{ code?: string; constraint?: string } | null> => {
    try {
      await s.db.pool.query(sql);
      return null;
    } catch (err) {
      const { code, constraint } = err as { code?: string; constraint?: string };
      return { code, constraint };
    }
  };

  const bookingInsert = (status: string) => `
    insert into space_bookings (tenant_id, space_id, start_at, end_at, status, organizer_id, participant_id)
    select sp.tenant_id, sp.id, '2030-01-07T08:00:00Z', '2030-01-07T09:00:00Z', '${status}', u.id, u.id
      from spaces sp join users u on u.tenant_id = sp.tenant_id
     where u.email = 'booker@demo.example' limit 1`;

  it('an insert of an unknown booking status is refused (23514 space_bookings_status_ck)', async () => {
    expect(await refusal(bookingInsert('bestaetigt'))).toEqual({
      code: '23514',
      constraint: 'space_bookings_status_ck',
    });
    // The same insert with a status of the domain's list goes through.
    expect(await refusal(bookingInsert('storniert'))).toBeNull();
  });

  it.each([
    [
      "insert into mails (\"to\", subject, text, status) values ('a@b.example', 's', 't', 'bounced')",
      'mails_status_ck',
    ],
    ["insert into audit_log (level, category, message) values ('TRACE', 'USER', 'm')", 'audit_log_level_ck'],
    [
      "insert into audit_log (level, category, message) values ('INFO', 'WHATEVER', 'm')",
      'audit_log_category_ck',
    ],
    [
      "insert into auth_mail_requests (kind, email, ip) values ('newsletter', 'a@b.example', '127.0.0.1')",
      'auth_mail_requests_kind_ck',
    ],
    ["update users set status = 'gesperrt' where email = 'booker@demo.example'", 'users_status_ck'],
    [
      "update floor_plans set product = 'fuhrpark' where id = (select min(id::text)::uuid from floor_plans)",
      'floor_plans_product_ck',
    ],
    ["update spaces set kind = 'desk' where id = (select min(id::text)::uuid from spaces)", 'spaces_kind_ck'],
    [
      "insert into setting_values (tenant_id, layer, subject_id, option, value) select id, 'department', id::text, 'spaces.zoom', '1' from tenants limit 1",
      'setting_values_layer_ck',
    ],
    [
      "insert into opening_exceptions (tenant_id, floor_plan_id, valid_from, valid_to, status) select tenant_id, id, '2030-01-01', '2030-01-01', 'halb' from floor_plans limit 1",
      'opening_exceptions_status_ck',
    ],
    [
      "update vehicles set fuel_type = 'KEROSIN' where id = (select min(id::text)::uuid from vehicles)",
      'vehicles_fuel_type_ck',
    ],
    [
      "update vehicles set required_licence_class = 'X' where id = (select min(id::text)::uuid from vehicles)",
      'vehicles_required_licence_class_ck',
    ],
    [
      "insert into object_attribute_conditions (tenant_id, attribute_id, type) select tenant_id, id, 'HIDE_IF' from object_attributes limit 1",
      'object_attribute_conditions_type_ck',
    ],
    [
      "insert into vehicle_bookings (tenant_id, vehicle_id, type, status, start_at, end_at, booker_id) select tenant_id, id, 'PANNE', 'reserviert', '2030-01-07T08:00:00Z', '2030-01-07T09:00:00Z', 'demo-booker' from vehicles limit 1",
      'vehicle_bookings_type_ck',
    ],
  ])('%s -> %s', async (sql, constraint) => {
    expect(await refusal(sql)).toEqual({ code: '23514', constraint });
  });

  it('every domain list has its constraint in the database', async () => {
    const { rows } = await s.db.pool.query<{ conname: string }>(
      "select conname from pg_constraint where contype = 'c' and conname = any($1)",
      [Object.keys(VALUE_CHECKS)],
    );
    expect(rows.map((r) => r.conname).sort()).toEqual(Object.keys(VALUE_CHECKS).sort());
  });
});
