import type { Temporal as TemporalApi } from 'temporal-polyfill';

/**
 * What `import { Temporal } from 'temporal-polyfill'` means in the web build (vite.config.ts
 * aliases it here): the browser's own Temporal (Chromium/Edge 144+, Firefox 139+), or the polyfill,
 * loaded by `ensureTemporal()` before the app renders only where the browser lacks it. So the
 * ~19 KB (gzip) polyfill is no part of the first screen in those browsers (issue 14). Server and
 * tests import the real package. A live binding: modules read it when they call a function.
 */
export let Temporal = (globalThis as { Temporal?: typeof TemporalApi }).Temporal as typeof TemporalApi;

/** True when the polyfill had to be loaded (for the budget e2e test). */
export const nativeTemporal = Temporal !== undefined;

export async function ensureTemporal(): Promise<void> {
  if (Temporal !== undefined) return;
  Temporal = (await import('temporal-polyfill/implementation')).Temporal as unknown as typeof TemporalApi;
}
