/** Spec 9: realtime reconnect backoff 1, 2, 5, 10 s; the last delay repeats. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

/** Delay before reconnect attempt `attempt` (0 = first retry after a drop). */
export function reconnectDelay(attempt: number): number {
  const index = Math.min(Math.max(0, Math.trunc(attempt)), RECONNECT_DELAYS_MS.length - 1);
  return RECONNECT_DELAYS_MS[index] ?? 10_000;
}
