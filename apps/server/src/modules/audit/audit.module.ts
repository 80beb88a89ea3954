/**
 * Front door of the audit context. Other modules never import it: they get the AuditLog port
 * (platform/audit/audit-log.ts) handed in by the composition root, which wires this service.
 */
export { registerAuditRoutes } from './audit.routes';
export { AuditService } from './audit.service';
