/**
 * Front door of the access context (roles, groups, permissions, guards): the only file other
 * modules and the composition root import. Functions taking `db` run in the caller's transaction.
 */
export { registerAccessRoutes } from './access.routes';
export { AccessService, countGroups, countRoles, createRole } from './access.service';
export { Authorizer, type Principal } from './authorizer';
export {
  activeUsersHolding,
  effectiveIn,
  enforceGrantPolicy,
  lockTenantGrants,
  permissionsOf,
} from './grants';
