/** Spec section 9: never reload twice within 10 s, so a bad deployment cannot cause a reload loop. */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_STORAGE_KEY = 'buchbar.lastReloadAt';

/** Reads `{ build }` from the fetched `/version.json`; anything else is ignored. */
export function readBuildId(manifest: unknown): string | undefined {
  if (typeof manifest !== 'object' || manifest === null) return undefined;
  const build = (manifest as { build?: unknown }).build;
  return typeof build === 'string' && build.length > 0 ? build : undefined;
}

/** A reload is offered when the server has a different, valid build id than the running one. */
export function shouldOfferReload(current: string, fetched: unknown): boolean {
  const build = readBuildId(fetched);
  return build !== undefined && build !== current;
}

/** `lastReloadAt` and `now` in epoch milliseconds; a timestamp in the future (clock change) allows it. */
export function canReloadNow(lastReloadAt: number | null, now: number, guardMs = RELOAD_GUARD_MS): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  if (lastReloadAt > now) return true;
  return now - lastReloadAt >= guardMs;
}

export function parseTimestamp(raw: string | null): number | null {
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}
