import type { Db } from '../database/database';

export type AuditLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
export type NewAuditEntry = {
  tenantId: string | null;
  level: AuditLevel;
  /** e.g. LOGIN, PERMISSION, USER, SETTINGS, TENANT */
  category: string;
  message: string;
  actorUserId?: string | null;
  details?: Record<string, unknown>;
};

/**
 * The audit trail as a port: modules get it handed in by the composition root (the audit module
 * implements it) and never import the audit module. `db` is the caller's transaction, so an
 * entry is written with the change it describes, or not at all.
 */
export type AuditLog = {
  record(db: Db, entry: NewAuditEntry): Promise<void>;
};
