import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A tenant (Mandant): one organisation; users belong to it through their e-mail domain. */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Short, path-safe key used for per-tenant file paths (the spec's "client id"). */
    key: text('key').notNull(),
    timeZone: text('time_zone').notNull().default('Europe/Berlin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tenants_key_uq').on(t.key)],
);

/** E-mail domains of a tenant; a domain belongs to exactly one tenant. */
export const tenantDomains = pgTable(
  'tenant_domains',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    domain: text('domain').notNull(),
    clientId: text('client_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tenant_domains_domain_uq').on(t.domain),
    index('tenant_domains_tenant_idx').on(t.tenantId),
  ],
);

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('departments_tenant_name_uq').on(t.tenantId, t.name)],
);

/** Legacy mapping (spec 7): a tenant's short name for the legacy app URL, optionally overridden. */
export const legacyMappings = pgTable('legacy_mappings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  shortName: text('short_name').notNull(),
  legacyUrl: text('legacy_url'),
});

/** A tenant's OpenID Connect provider for single sign-on of its domains. */
export const ssoProviders = pgTable(
  'sso_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** better-auth provider id, e.g. "sso-demo". */
    providerId: text('provider_id').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sso_providers_provider_uq').on(t.providerId),
    uniqueIndex('sso_providers_tenant_uq').on(t.tenantId),
  ],
);
