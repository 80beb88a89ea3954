import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VEHICLE_BLOCKING_STATUSES } from '@buchbar/domain/fleet/vehicle-constants';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as access from './schema/access';
import * as audit from './schema/audit';
import * as fleet from './schema/fleet';
import * as identity from './schema/identity';
import * as notifications from './schema/notifications';
import * as reports from './schema/reports';
import * as settings from './schema/settings';
import * as spaces from './schema/spaces';
import * as system from './schema/system';
import * as tenancy from './schema/tenancy';
import { sqlValueList, VALUE_CHECKS } from './value-checks';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations');
type Check = { table: string; column: string; values: string[] };

/** The value-list CHECKs as the migrations leave them (in journal order; a later one replaces). */
function checksOfMigrations(): Map<string, Check> {
  const journal = JSON.parse(readFileSync(path.join(migrations, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const checks = new Map<string, Check>();
  // `ALTER TABLE … ADD CONSTRAINT` (0007) and inline in `CREATE TABLE` (0008 onwards).
  const add = /(?:ADD )?CONSTRAINT "(\w+)" CHECK \("(\w+)"\."(\w+)" in \(([^)]*)\)\)/gi;
  const drop = /DROP CONSTRAINT (?:IF EXISTS )?"(\w+)"/gi;
  for (const { tag } of journal.entries) {
    const sql = readFileSync(path.join(migrations, `${tag}.sql`), 'utf8');
    for (const m of sql.matchAll(drop)) checks.delete(m[1] ?? '');
    for (const m of sql.matchAll(add)) {
      const values = [...(m[4] ?? '').matchAll(/'((?:[^']|'')*)'/g)].map((v) =>
        (v[1] ?? '').replaceAll("''", "'"),
      );
      checks.set(m[1] ?? '', { table: m[2] ?? '', column: m[3] ?? '', values });
    }
  }
  return checks;
}

describe('value lists: domain constants = CHECK constraints of the migrations (issue 9, point 5)', () => {
  const fromMigrations = checksOfMigrations();

  it.each(Object.entries(VALUE_CHECKS))('%s holds exactly the domain list', (name, expected) => {
    expect(fromMigrations.get(name)).toEqual({
      table: expected.table,
      column: expected.column,
      values: [...expected.values],
    });
  });

  it('every value-list CHECK of the migrations comes from a domain list', () => {
    expect([...fromMigrations.keys()].sort()).toEqual(Object.keys(VALUE_CHECKS).sort());
  });

  it('quotes values as SQL literals', () => {
    expect(sqlValueList(['a', "o'clock"])).toBe("'a', 'o''clock'");
  });

  // Every column whose name says it holds a status or a type is guarded by a domain list.
  const GUARDED = /^(status|kind|type|mode|layer|category|level|product)$/;
  /** Free text the tenant names, not a stored value list (a vehicle's category: "Kleinwagen", "Transporter" …). */
  const FREE_TEXT = new Set(['vehicles.category']);
  const tables = [access, audit, fleet, identity, notifications, reports, settings, spaces, system, tenancy]
    .flatMap((schema) => Object.values(schema))
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table));

  it.each(
    tables.flatMap((t) =>
      t.columns
        .filter((c) => GUARDED.test(c.name) && !FREE_TEXT.has(`${t.name}.${c.name}`))
        .map((c) => [t.name, c.name] as const),
    ),
  )('%s.%s has a CHECK from a domain list', (table, column) => {
    const entry = Object.entries(VALUE_CHECKS).find(([, c]) => c.table === table && c.column === column);
    expect(entry, `${table}.${column}`).toBeDefined();
    const config = tables.find((t) => t.name === table);
    expect(config?.checks.map((c) => c.name)).toContain(entry?.[0]);
  });

  it('the exclusion constraint of vehicle_bookings holds exactly the blocking statuses of the domain', () => {
    const journal = JSON.parse(readFileSync(path.join(migrations, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    let where: string[] | undefined;
    for (const { tag } of journal.entries) {
      const sql = readFileSync(path.join(migrations, `${tag}.sql`), 'utf8');
      const m =
        /"vehicle_bookings_no_overlap" EXCLUDE USING gist \(.*\) WHERE \("status" in \(([^)]*)\)\)/.exec(sql);
      if (m) where = [...(m[1] ?? '').matchAll(/'([^']*)'/g)].map((v) => v[1] ?? '');
    }
    expect(where).toEqual([...VEHICLE_BLOCKING_STATUSES]);
  });
});
