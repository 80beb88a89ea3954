/**
 * Front door of the tenancy context (tenants, domains, legacy mapping, single sign-on): the only
 * file other modules and the composition root import.
 */

export { registerSsoRoutes } from './sso.routes';
export { SsoService } from './sso.service';
export { tenantSsoPlugin } from './sso-auth.plugin';
export { findTenantByKey, findTenantKey, listTenantKeys, tenantOwnsDomain } from './tenancy.service';
export { registerTenantRoutes } from './tenants.routes';
export { TenantsService } from './tenants.service';
