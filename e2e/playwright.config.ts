import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const root = path.resolve(import.meta.dirname, '..');
// One data directory per port, so parallel runs on other ports never delete each other's data.
const dataDir = path.join(root, `.data-e2e-${port}`);

/**
 * The suite runs against the app started exactly as the README says (`npm start`), in
 * Debian's Chromium (never a downloaded browser). With E2E_DATABASE_URL the app uses that
 * database; otherwise its embedded PostgreSQL in a fresh .data-e2e directory.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `rm -rf "${dataDir}" && npm start`,
    cwd: root,
    url: `${baseURL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(port + 1),
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
    },
  },
});
