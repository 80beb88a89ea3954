/** The deployed build's manifest written by vite.config.ts; read past every cache. */
export async function fetchBuildVersion(): Promise<unknown> {
  const response = await fetch('/version.json', {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return undefined;
  return (await response.json()) as unknown;
}

/** The id this bundle was built with. */
export const RUNNING_BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';
