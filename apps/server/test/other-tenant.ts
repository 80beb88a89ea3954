import { assignRoles, createRole } from '@buchbar/db/seed/access-fixtures';
import { createTenant, createUser } from '@buchbar/db/seed/fixtures';
import { hashPassword } from 'better-auth/crypto';
import type pg from 'pg';
import { createDb } from '../src/platform/database/database';

export const OTHER_TENANT_ID = '00000000-0000-4000-9000-000000000001';
export const OTHER_ADMIN = 'admin@other.example';

/** A second tenant with an all-permissions admin, to prove tenant isolation. */
export async function seedOtherTenant(pool: pg.Pool): Promise<void> {
  const db = createDb(pool);
  await createTenant(db, { id: OTHER_TENANT_ID, name: 'Other AG', key: 'other', domains: ['other.example'] });
  await createUser(
    db,
    {
      id: 'other-admin',
      tenantId: OTHER_TENANT_ID,
      email: OTHER_ADMIN,
      firstName: 'Olga',
      lastName: 'Other',
      password: 'buchbar-demo',
    },
    hashPassword,
  );
  const roleId = '00000000-0000-4000-9002-000000000001';
  await createRole(db, {
    id: roleId,
    tenantId: OTHER_TENANT_ID,
    name: 'Alles',
    permissions: [
      'benutzer_pflegen',
      'berechtigungs_pflege',
      'customizing_mandant_pflege',
      'ausstattungs_pflege',
      'objekt_pflege',
      'oeffnungszeiten_pflege',
      'fahrzeug_pflege',
      'buchung_pflege',
    ],
  });
  await assignRoles(db, OTHER_TENANT_ID, 'other-admin', [roleId]);
}
