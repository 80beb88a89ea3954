/**
 * Session lifetimes (issue 3: idle and absolute lifetimes as tenant settings
 * general.sessionIdleMinutes / general.sessionAbsoluteMinutes). Pure: `now` is a parameter.
 */
export type SessionTimes = { readonly createdAt: Date; readonly lastActiveAt: Date };
export type SessionLimits = { readonly idleMinutes: number; readonly absoluteMinutes: number };
export type SessionVerdict = 'active' | 'idle-expired' | 'absolute-expired';

const MINUTE_MS = 60_000;

/**
 * A session is over once `createdAt + absolute <= now` (whatever its use) or once
 * `lastActiveAt + idle <= now`. The absolute limit wins when both apply, because it cannot be
 * extended by activity and is the stronger statement in the audit trail.
 */
export function judgeSession(session: SessionTimes, limits: SessionLimits, now: Date): SessionVerdict {
  const t = now.getTime();
  if (session.createdAt.getTime() + limits.absoluteMinutes * MINUTE_MS <= t) return 'absolute-expired';
  if (session.lastActiveAt.getTime() + limits.idleMinutes * MINUTE_MS <= t) return 'idle-expired';
  return 'active';
}

/**
 * Activity is written at most once per `intervalSeconds` so an active user causes one UPDATE a
 * minute rather than one per request; the idle limit is at least 5 minutes, so this is exact enough.
 */
export function shouldRecordActivity(lastActiveAt: Date, now: Date, intervalSeconds = 60): boolean {
  return now.getTime() - lastActiveAt.getTime() >= intervalSeconds * 1000;
}
