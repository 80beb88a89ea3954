import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { uuidId } from './columns';
import { tenantRef } from './tenancy';

/** A site (Standort) with its parking spaces; shared by floor plans and, later, vehicles. */
export const locations = pgTable(
  'locations',
  {
    id: uuidId(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    parkingSpaces: integer('parking_spaces').notNull().default(0),
  },
  (t) => [uniqueIndex('locations_tenant_name_uq').on(t.tenantId, t.name)],
);
