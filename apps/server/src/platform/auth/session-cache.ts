import { TtlCache } from '../cache/ttl-cache';
import type { AuthChange } from '../events/event-hub';

/** How long a validated session is trusted without asking the database again (a backstop: changes drop entries at once). */
export const SESSION_CACHE_MS = 30_000;
const MAX_ENTRIES = 50_000;

export type CachedSession = {
  user: { id: string; email: string; name?: string; tenantId?: string | null; platformAdmin?: boolean };
  session: { id: string; createdAt: Date; updatedAt: Date; expiresAt: Date };
};

/**
 * Sessions better-auth has validated, by the exact signed cookie value, so a request of a
 * known session skips the signature check and the session, user and lifetime queries. An entry
 * is dropped when its user's sessions or the user change (database triggers announce
 * every such write on `buchbar_auth`, whoever made it), and it is trusted for at most
 * SESSION_CACHE_MS. The tenant's idle and absolute lifetimes are still judged on every request.
 */
export class SessionCache {
  private readonly entries: TtlCache<string, CachedSession>;
  /** Counts applied changes: a validation that overlapped a change is not kept. */
  private changes = 0;

  constructor(ttlMs = SESSION_CACHE_MS) {
    this.entries = new TtlCache({ ttlMs, maxEntries: MAX_ENTRIES });
  }

  get(token: string, nowMs: number): CachedSession | undefined {
    const hit = this.entries.get(token, nowMs);
    if (hit && hit.session.expiresAt.getTime() <= nowMs) {
      this.entries.delete(token);
      return undefined;
    }
    return hit;
  }

  /** Taken before validating; `set` keeps the result only if no change arrived meanwhile. */
  get generation(): number {
    return this.changes;
  }

  set(token: string, value: CachedSession, nowMs: number, generation: number): void {
    if (generation !== this.changes) return;
    this.entries.set(token, value, nowMs);
  }

  delete(token: string): void {
    this.entries.delete(token);
  }

  apply(change: AuthChange): void {
    this.changes++;
    if (change.all) this.entries.clear();
    else this.entries.deleteWhere((_, e) => e !== undefined && e.user.id === change.user);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The session token cookie's value (signed, as the browser sends it), or undefined. */
export function sessionTokenOf(cookie: string | undefined): string | undefined {
  if (!cookie) return undefined;
  const match = /(?:^|;\s*)(?:__Secure-)?buchbar\.session_token=([^;]+)/.exec(cookie);
  return match?.[1];
}
