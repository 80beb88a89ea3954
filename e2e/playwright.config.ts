import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
// @ts-expect-error plain JavaScript module without declarations
import { splitSpecs as split } from '../scripts/e2e-durations.mjs';
import { chromiumPath } from './chromium-path';

/** scripts/e2e-durations.mjs: the spec files in groups of about equal running time. */
const splitSpecs = split as (files: string[], seconds: Record<string, number>, shares: number) => string[][];

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

const basePort = Number(process.env.E2E_PORT ?? 3100);
const root = path.resolve(import.meta.dirname, '..');
const testDir = path.join(import.meta.dirname, 'tests');

/**
 * The suite runs against the app started exactly as the README says (`npm start`), in Debian's
 * Chromium (never a downloaded browser; its headless shell when installed, chromium-path.ts). Two cores gain from two apps side by side (issue 23: CI
 * under 20 minutes): E2E_SERVERS (default 2) apps, each on its own port and database, each with its
 * own share of the spec files and one worker, so two specs never touch the same demo data at once.
 * App i listens on E2E_PORT + 10·i; with E2E_DATABASE_URL (app 0) and E2E_DATABASE_URL_B (app 1)
 * it uses that database, otherwise its embedded PostgreSQL in a fresh `.data-e2e-<port>` directory.
 */
const servers = Math.max(1, Math.min(2, Number(process.env.E2E_SERVERS ?? 2)));
const databases = [process.env.E2E_DATABASE_URL ?? '', process.env.E2E_DATABASE_URL_B ?? ''];

const specFiles = readdirSync(testDir)
  .filter((name) => name.endsWith('.spec.ts'))
  .sort();
const durations = JSON.parse(readFileSync(path.join(import.meta.dirname, 'durations.json'), 'utf8')) as {
  seconds: Record<string, number>;
};
const shares = splitSpecs(specFiles, durations.seconds, servers);

const launchOptions = {
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

function app(index: number): WebServer {
  const port = basePort + 10 * index;
  // One data directory per port, so parallel runs on other ports never delete each other's data.
  const dataDir = path.join(root, `.data-e2e-${port}`);
  return {
    command: `rm -rf "${dataDir}" && npm start`,
    cwd: root,
    url: `http://localhost:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(port + 1),
      DATABASE_URL: databases[index] ?? '',
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
    },
  };
}

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: false,
  workers: servers,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // The app then shows modals, menus and toasts without a fade (theme.respectReducedMotion): axe
    // measures contrast at once, no test waits a fixed time for a transition to end.
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: shares.map((files, index) => ({
    name: `app-${index + 1}`,
    testMatch: files.map((file) => `**/${file}`),
    workers: 1,
    use: { baseURL: `http://localhost:${basePort + 10 * index}` },
  })),
  webServer: shares.map((_, index) => app(index)),
});
