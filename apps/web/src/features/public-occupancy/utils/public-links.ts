import type { PublicCounts } from '@buchbar/domain/public-occupancy';

/** Spreads the reload after a live event over up to two seconds (`random` in [0, 1)). */
export const MAX_REFRESH_JITTER_MS = 2_000;

export function refreshJitter(random: number): number {
  const r = Number.isFinite(random) ? Math.min(Math.max(random, 0), 1) : 0;
  return Math.floor(r * MAX_REFRESH_JITTER_MS);
}

/** `?lang=en` of an embedding site chooses the language (not remembered: the visitor's own choice wins next time). */
export function languageParam(value: string | null): 'de' | 'en' | undefined {
  const lang = value?.trim().toLowerCase();
  return lang === 'de' || lang === 'en' ? lang : undefined;
}

/** Share of the open places that are taken, rounded; null when nothing is open. */
export function occupancyPercent(counts: PublicCounts): number | null {
  const open = counts.free + counts.occupied;
  return open === 0 ? null : Math.round((counts.occupied / open) * 100);
}
