/** The deployed build's manifest written by vite.config.ts; read past every cache. */
export async function fetchBuildVersion(): Promise<unknown> {
  const response = await fetch('/version.json', {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return undefined;
  return (await response.json()) as unknown;
}

/**
 * The id this page was built with: vite.config.ts writes it into index.html (not into a chunk, so
 * unchanged source keeps its file names).
 */
export const RUNNING_BUILD_ID: string =
  document.querySelector<HTMLMetaElement>('meta[name="buchbar-build"]')?.content ?? 'dev';
