import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy';

/** A site (Standort) with its parking spaces; shared by floor plans and, later, vehicles. */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    parkingSpaces: integer('parking_spaces').notNull().default(0),
  },
  (t) => [uniqueIndex('locations_tenant_name_uq').on(t.tenantId, t.name)],
);
