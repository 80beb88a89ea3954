import { existsSync } from 'node:fs';

/**
 * The browser the suite drives: `CHROMIUM_PATH`, else Debian's `chromium-headless-shell` (the
 * same Chromium build without the desktop browser's UI processes: the suite needs about a third
 * less CPU and time on two cores, issue 23 point 5), else Debian's `chromium`. Never a download.
 */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : '/usr/bin/chromium';
}
