import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, uuidId } from './columns';

/** A tenant (Mandant): one organisation; users belong to it through their e-mail domain. */
export const tenants = pgTable(
  'tenants',
  {
    id: uuidId(),
    name: text('name').notNull(),
    /** Short, path-safe key used for per-tenant file paths (the spec's "client id"). */
    key: text('key').notNull(),
    timeZone: text('time_zone').notNull().default('Europe/Berlin'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tenants_key_uq').on(t.key)],
);

/** `tenant_id uuid not null`: the tenant a row belongs to; the row goes with its tenant. */
export const tenantRef = () => ownedBy('tenant_id', () => tenants.id);

/** E-mail domains of a tenant; a domain belongs to exactly one tenant. */
export const tenantDomains = pgTable(
  'tenant_domains',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    domain: text('domain').notNull(),
    clientId: text('client_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tenant_domains_domain_uq').on(t.domain),
    index('tenant_domains_tenant_idx').on(t.tenantId),
  ],
);

export const departments = pgTable(
  'departments',
  {
    id: uuidId(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    createdAt: createdAt(),
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
    id: uuidId(),
    tenantId: tenantRef(),
    /** better-auth provider id, e.g. "sso-demo". */
    providerId: text('provider_id').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sso_providers_provider_uq').on(t.providerId),
    uniqueIndex('sso_providers_tenant_uq').on(t.tenantId),
  ],
);
