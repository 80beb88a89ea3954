import { type AuditLevel, isAuditEvent } from '@buchbar/domain/audit-log';
import { legacyAuditEvent } from './audit-legacy';

type Param = string | number | boolean | string[];

/** A stored row as the list answers it: the event and its params lifted out of `details`. */
export function presentAuditEntry(e: {
  id: number;
  level: string;
  category: string;
  message: string;
  actorUserId: string | null;
  details: unknown;
  createdAt: Date;
}) {
  const { event, params, ...details } = (e.details ?? {}) as Record<string, unknown>;
  const legacy = isAuditEvent(event) ? undefined : legacyAuditEvent(e.message, details);
  return {
    id: e.id,
    level: e.level as AuditLevel,
    category: e.category,
    message: e.message,
    event: isAuditEvent(event) ? event : (legacy?.event ?? null),
    params: cleanParams(isAuditEvent(event) ? params : legacy?.params),
    actorUserId: e.actorUserId,
    details,
    createdAt: e.createdAt.toISOString(),
  };
}

/** Only the shapes a text can use; anything else in old or odd rows is left out. */
function cleanParams(value: unknown): Record<string, Param> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const out: Record<string, Param> = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[key] = v;
    else if (Array.isArray(v) && v.every((item) => typeof item === 'string')) out[key] = v;
  }
  return out;
}
