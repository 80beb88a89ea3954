import { AUDIT_CATEGORIES, AUDIT_LEVELS } from '@buchbar/domain/audit-log';
import { OPENING_EXCEPTION_STATUSES } from '@buchbar/domain/booking/opening-hours';
import { BOOKING_STATUSES } from '@buchbar/domain/booking/status';
import { LOGBOOK_VERSION_KINDS } from '@buchbar/domain/fleet/logbook';
import { REPORT_INTERVALS, REPORT_KINDS } from '@buchbar/domain/fleet/report-period';
import {
  FUEL_TYPES,
  GEARBOXES,
  LICENCE_CLASSES,
  OBJECT_ATTRIBUTE_CONDITIONS,
  OBJECT_ATTRIBUTE_OBJECTS,
  OBJECT_ATTRIBUTE_TYPES,
  VEHICLE_BLOCK_TYPES,
  VEHICLE_BOOKING_TYPES,
  VEHICLE_HISTORY_TYPES,
} from '@buchbar/domain/fleet/vehicle-constants';
import { AUTH_MAIL_KINDS } from '@buchbar/domain/mail-request-limits';
import { MAIL_STATUSES } from '@buchbar/domain/mail-status';
import { NOTIFICATION_KINDS } from '@buchbar/domain/notifications/catalogue';
import { LANGUAGES } from '@buchbar/domain/settings-general';
import { SETTING_LAYERS } from '@buchbar/domain/settings-types';
import { SPACE_KINDS, SPACE_PRODUCTS } from '@buchbar/domain/space-products';
import { USER_STATUSES } from '@buchbar/domain/user-status';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { check } from 'drizzle-orm/pg-core';

/**
 * Every status and type column and the domain list its values come from. The schema turns each
 * entry into a CHECK constraint (migration 0007 added them), and value-checks.test.ts compares
 * the lists in the migrations with these, so a value added to the domain without a migration
 * fails the build instead of the first insert.
 */
export const VALUE_CHECKS = {
  users_status_ck: { table: 'users', column: 'status', values: USER_STATUSES },
  mails_status_ck: { table: 'mails', column: 'status', values: MAIL_STATUSES },
  setting_values_layer_ck: { table: 'setting_values', column: 'layer', values: SETTING_LAYERS },
  audit_log_level_ck: { table: 'audit_log', column: 'level', values: AUDIT_LEVELS },
  audit_log_category_ck: { table: 'audit_log', column: 'category', values: AUDIT_CATEGORIES },
  auth_mail_requests_kind_ck: { table: 'auth_mail_requests', column: 'kind', values: AUTH_MAIL_KINDS },
  floor_plans_product_ck: { table: 'floor_plans', column: 'product', values: SPACE_PRODUCTS },
  spaces_kind_ck: { table: 'spaces', column: 'kind', values: SPACE_KINDS },
  opening_exceptions_status_ck: {
    table: 'opening_exceptions',
    column: 'status',
    values: OPENING_EXCEPTION_STATUSES,
  },
  space_bookings_status_ck: { table: 'space_bookings', column: 'status', values: BOOKING_STATUSES },
  // Fleet (migration 0008).
  vehicles_fuel_type_ck: { table: 'vehicles', column: 'fuel_type', values: FUEL_TYPES },
  vehicles_gearbox_ck: { table: 'vehicles', column: 'gearbox', values: GEARBOXES },
  vehicles_required_licence_class_ck: {
    table: 'vehicles',
    column: 'required_licence_class',
    values: LICENCE_CLASSES,
  },
  object_attributes_object_ck: {
    table: 'object_attributes',
    column: 'object',
    values: OBJECT_ATTRIBUTE_OBJECTS,
  },
  object_attributes_type_ck: { table: 'object_attributes', column: 'type', values: OBJECT_ATTRIBUTE_TYPES },
  object_attribute_conditions_type_ck: {
    table: 'object_attribute_conditions',
    column: 'type',
    values: OBJECT_ATTRIBUTE_CONDITIONS,
  },
  vehicle_bookings_status_ck: { table: 'vehicle_bookings', column: 'status', values: BOOKING_STATUSES },
  vehicle_bookings_type_ck: { table: 'vehicle_bookings', column: 'type', values: VEHICLE_BOOKING_TYPES },
  vehicle_history_type_ck: { table: 'vehicle_history', column: 'type', values: VEHICLE_HISTORY_TYPES },
  vehicle_history_status_ck: { table: 'vehicle_history', column: 'status', values: BOOKING_STATUSES },
  // Fleet trips and blocks (migration 0009).
  service_booklet_entries_type_ck: {
    table: 'service_booklet_entries',
    column: 'type',
    values: VEHICLE_BLOCK_TYPES,
  },
  // The logbook (migration 0016, ADR 0010).
  logbook_versions_kind_ck: { table: 'logbook_versions', column: 'kind', values: LOGBOOK_VERSION_KINDS },
  // The notification catalogue (migration 0016; ADR 0013). A new mail kind needs a migration.
  mails_kind_ck: { table: 'mails', column: 'kind', values: NOTIFICATION_KINDS },
  // The recipient's language, for the HTML part's `lang` (migration 0023; issue 22 point 13).
  mails_lang_ck: { table: 'mails', column: 'lang', values: LANGUAGES },
  // Periodic logbook reports (migration 0021; ADR 0015).
  reports_kind_ck: { table: 'reports', column: 'kind', values: REPORT_KINDS },
  reports_interval_ck: { table: 'reports', column: 'interval', values: REPORT_INTERVALS },
  reports_language_ck: { table: 'reports', column: 'language', values: LANGUAGES },
} as const satisfies Record<string, { table: string; column: string; values: readonly string[] }>;

export type ValueCheckName = keyof typeof VALUE_CHECKS;

/** `'a', 'b'`: SQL string literals of a list (quotes doubled). */
export function sqlValueList(values: readonly string[]): string {
  return values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
}

/** The CHECK constraint `name`: the column holds one of the domain's values. */
export function valueCheck(name: ValueCheckName, column: AnyColumn) {
  const condition: SQL = sql`${column} in (${sql.raw(sqlValueList(VALUE_CHECKS[name].values))})`;
  return check(name, condition);
}
