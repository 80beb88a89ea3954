import { createTenant } from '@buchbar/db/seed/fixtures';
import type pg from 'pg';
import { createDb } from '../src/platform/database/database';
import { seedUserWithRole } from './user-fixtures';

export const OTHER_TENANT_ID = '00000000-0000-4000-9000-000000000001';
export const OTHER_ADMIN = 'admin@other.example';

/** A second tenant with an all-permissions admin, to prove tenant isolation. */
export async function seedOtherTenant(pool: pg.Pool): Promise<void> {
  await createTenant(createDb(pool), {
    id: OTHER_TENANT_ID,
    name: 'Other AG',
    key: 'other',
    domains: ['other.example'],
  });
  await seedUserWithRole(
    pool,
    OTHER_TENANT_ID,
    { id: 'other-admin', email: OTHER_ADMIN, firstName: 'Olga', lastName: 'Other' },
    {
      id: '00000000-0000-4000-9002-000000000001',
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
    },
  );
}
