import type { AuditCategory, AuditEvent, AuditLevel, AuditParams } from '@buchbar/domain/audit-log';
import type { Db } from '../database/database';

export type { AuditLevel };
export type NewAuditEntry = {
  tenantId: string | null;
  level: AuditLevel;
  /** AUDIT_CATEGORIES of the domain (the database CHECKs them) */
  category: AuditCategory;
  /** What happened, translated by the reader's screen with `params` (issue 14 point 6). */
  event: AuditEvent;
  params?: AuditParams;
  /** German text for reading the table directly (and the fallback of rows written before events). */
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
