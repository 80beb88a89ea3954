// `node scripts/test-shifted-clock.mjs [--at <instant>|--at saturday|dst|new-year] [--e2e] [-- <vitest args>]`
//
// Runs the test suite with the process clock shifted (issue 22 point 14): Debian's libfaketime
// (`apt-get install faketime`) shifts the clock of every process of the run — vitest or Playwright,
// the app, Chromium and the embedded PostgreSQL they start — by one offset, so that it reads the
// given UTC instant when the run starts and ticks from there. The run uses the embedded PostgreSQL (DATABASE_URL is unset) so that SQL's now()
// and the app's clock agree; a PostgreSQL server started outside the run keeps the real time.
//
// The named instants are the ones the suite must survive: a Saturday morning (the demo's bookings
// sit on the next working days, and the reading room opens late), a DST Sunday (a 25-hour day)
// and New Year's Eve half an hour before midnight in Berlin.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Named instants, in UTC (faketime's absolute format; TZ=UTC below). */
export const SHIFTED_INSTANTS = {
  saturday: '2026-12-05 07:15:00',
  dst: '2026-10-25 00:30:00',
  'new-year': '2026-12-31 22:30:00',
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const dashDash = args.indexOf('--');
const own = dashDash === -1 ? args : args.slice(0, dashDash);
const passThrough = dashDash === -1 ? [] : args.slice(dashDash + 1);
const atIndex = own.indexOf('--at');
const atArg = atIndex === -1 ? 'saturday' : (own[atIndex + 1] ?? '');
const at = SHIFTED_INSTANTS[/** @type {keyof typeof SHIFTED_INSTANTS} */ (atArg)] ?? atArg;
if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(at)) {
  console.error(
    `--at needs one of ${Object.keys(SHIFTED_INSTANTS).join(', ')} or "YYYY-MM-DD HH:MM:SS" (UTC)`,
  );
  process.exit(2);
}
const e2e = own.includes('--e2e');

const libfaketime = [
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/faketime/libfaketime.so.1',
].find((p) => fs.existsSync(p));
if (!libfaketime) {
  console.error('libfaketime is missing: apt-get install -y faketime');
  process.exit(2);
}

const env = { ...process.env };
delete env.DATABASE_URL;
delete env.E2E_DATABASE_URL;
// One offset for every process of the run, not "@<instant>": "@" starts each process's clock at
// the instant when that process starts, so PostgreSQL, the test workers and the app would each run
// behind the one started before them (a test's `new Date()` minutes before the rows PostgreSQL
// stamped with now()). A relative offset in seconds keeps them all on one shifted clock.
const offsetSeconds = Math.round((Date.parse(`${at.replace(' ', 'T')}Z`) - Date.now()) / 1000);
Object.assign(env, {
  TZ: 'UTC',
  LD_PRELOAD: libfaketime,
  FAKETIME: `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`,
  // The monotonic clock stays real so that timers, timeouts and PostgreSQL's latches behave.
  FAKETIME_DONT_FAKE_MONOTONIC: '1',
  // libfaketime's pthread_cond_timedwait "monotonic fix" makes Chromium spin (15 s of CPU to open
  // a blank page instead of 0.7 s, every e2e test timing out); without it Chromium runs at speed
  // and still reads the shifted time.
  FAKETIME_FORCE_MONOTONIC_FIX: '0',
});
const program = 'npx';
const programArgs = e2e ? ['playwright', 'test', ...passThrough] : ['vitest', 'run', ...passThrough];
const cwd = e2e ? path.join(root, 'e2e') : root;
console.log(`Clock shifted to ${at} UTC (${os.hostname()}): ${program} ${programArgs.join(' ')}`);
const result = spawnSync(program, programArgs, { cwd, env, stdio: 'inherit' });
process.exit(result.status ?? 1);
