import { z } from 'zod';

const domainName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{3,253}$)([a-z0-9](-?[a-z0-9])*\.)+[a-z]{2,}$/, 'must be a domain like example.org');

export const TenantDomain = z.object({ domain: domainName, clientId: z.string().trim().min(1).max(64) });

export const LegacyMapping = z.object({
  shortName: z.string().trim().min(1).max(64),
  legacyUrl: z.url().max(2000).nullable(),
});

export const Tenant = z
  .object({
    id: z.uuid(),
    name: z.string(),
    key: z.string(),
    domains: z.array(TenantDomain),
    legacy: LegacyMapping.nullable(),
    /** The legacy app URL derived from the mapping (per-short-name override or the default pattern). */
    legacyAppUrl: z.string().nullable(),
  })
  .meta({ id: 'Tenant' });
export type Tenant = z.infer<typeof Tenant>;

export const TenantInput = z.object({
  name: z.string().trim().min(1).max(200),
  /** Path-safe key for per-tenant files; defaults to a slug of the name. */
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'lowercase letters, digits and dashes')
    .optional(),
  domains: z.array(TenantDomain).max(50).default([]),
  legacy: LegacyMapping.nullable().default(null),
});
export type TenantInput = z.infer<typeof TenantInput>;

/** The tenant's first administrator (issue 8.5): invited by mail, holds every permission. */
export const FirstAdmin = z.object({
  email: z.email().max(254),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
});
export type FirstAdmin = z.infer<typeof FirstAdmin>;

/** Creating a tenant: optionally with its first admin, whose address must be of one of its domains. */
export const TenantCreate = TenantInput.extend({ firstAdmin: FirstAdmin.optional() });
export type TenantCreate = z.infer<typeof TenantCreate>;
